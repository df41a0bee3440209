import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { json, requestFrom } from './productionSite'

export type Wallet = ReturnType<typeof privateKeyToAccount>

export const newWallet = (): Wallet => privateKeyToAccount(generatePrivateKey())

/** POST user/nonce then sign the message: the login body, ready to send (the nonce is outstanding). */
export async function prepareLogin(url: string, from: string, wallet: Wallet): Promise<{ account: string; signedMsg: string }> {
  const nonce = await requestFrom(from, `${url}/api/v1/user/nonce`, { method: 'POST', body: { account: wallet.address, chainId: 5000 } })
  if (nonce.status !== 200) throw new Error(`nonce: ${nonce.status} ${nonce.body}`)
  const { message } = json<{ data: { message: string } }>(nonce).data
  return { account: wallet.address, signedMsg: await wallet.signMessage({ message }) }
}

/** A whole sign-in (nonce, signature, login) from `from`: the bearer token. */
export async function signIn(url: string, from: string, wallet: Wallet): Promise<string> {
  const login = await requestFrom(from, `${url}/api/v1/user/login`, { method: 'POST', body: await prepareLogin(url, from, wallet) })
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`)
  return json<{ token: string }>(login).token
}
