import { generateKeyPair, generateProof, type KeyPair } from 'dpop'
import type { LocalAccount } from 'viem/accounts'
import type { AuthServer } from '../../src/createAuthServer.js'
import { api, BASE, type ApiResult } from './api.js'

export const url = (path: string) => new URL(path, BASE).href

/** A proof from `key` for a request, bound to `token` when given (panva's dpop, as a browser makes it). */
export const proofFor = (key: KeyPair, method: string, path: string, token?: string) => generateProof(key, url(path), method, undefined, token)

/**
 * A holder as the site's browser is: a non-extractable P-256 key, a login that sends a proof, and
 * authenticated calls with `Authorization: DPoP` and a fresh proof each.
 */
export async function dpopHolder(server: AuthServer, ip?: string) {
  const key = await generateKeyPair('ES256')
  const client = api(server, ip)
  const signIn = async (account: LocalAccount): Promise<ApiResult & { token: string }> => {
    const issued = await client.nonce(account.address)
    const signature = await account.signMessage({ message: issued.body!.data!.message })
    const proof = await proofFor(key, 'POST', 'user/login')
    const result = await client.call('POST', 'user/login', { account: account.address, signedMsg: signature }, { dpop: proof })
    return { ...result, token: result.body?.token ?? '' }
  }
  const send = async (method: 'GET' | 'POST', path: string, token: string, proof?: string | null): Promise<ApiResult> =>
    client.call(method, path, undefined, { authorization: `DPoP ${token}`, ...(proof === null ? {} : { dpop: proof ?? (await proofFor(key, method, path, token)) }) })
  return { key, client, signIn, send, me: (token: string, proof?: string | null) => send('GET', 'user/me', token, proof) }
}
