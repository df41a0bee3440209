import type { Address, Hex } from 'viem'
import { LoginError } from '../errors.js'
import { isUserRejection } from '../refusal/isUserRejection.js'
import type { AuthApi, WalletBinding } from '../types.js'
import { tokenBelongsTo, tokenExpiresAt } from './jwt.js'

export type PreparedMessage = { nonce: string; message: string }
export type VerifiedLogin = { token: string; expiresAt: number | undefined }

/** Step 1: the nonce, and the text to sign: the server's EIP-4361 message, else the bare nonce. */
export async function prepareMessage(api: AuthApi, address: Address, chainId: number | undefined): Promise<PreparedMessage> {
  try {
    const { nonce, message } = await api.getNonce(address, chainId)
    return { nonce, message: message || nonce }
  } catch (error) {
    throw new LoginError('prepare', 'prepare_failed', { cause: error })
  }
}

/** Step 2: the wallet signs; a rejection keeps its own code for callers that care. */
export async function signMessage(wallet: WalletBinding, address: Address, message: string): Promise<Hex> {
  try {
    return await wallet.signMessage({ address, message })
  } catch (error) {
    throw new LoginError('sign', isUserRejection(error) ? 'sign_rejected' : 'sign_failed', { cause: error })
  }
}

/** Step 3: the server checks the signature and returns the token for this address. */
export async function verifySignature(api: AuthApi, address: Address, signature: Hex): Promise<VerifiedLogin> {
  let result: { token: string; expiresAt?: string | number | undefined } | null
  try {
    result = api.loginWithExpiry
      ? await api.loginWithExpiry(address, signature)
      : await api.login(address, signature).then((token) => (token ? { token } : null))
  } catch (error) {
    throw new LoginError('verify', 'verify_failed', { cause: error })
  }
  // docs/behaviour.md (wallet setup rules): nothing is stored without a token; a token for someone else is no token either.
  if (!result?.token || !tokenBelongsTo(result.token, address)) {
    throw new LoginError('verify', 'no_token', { details: 'the login response carried no token for this address' })
  }
  return { token: result.token, expiresAt: tokenExpiresAt(result.token, result.expiresAt) }
}
