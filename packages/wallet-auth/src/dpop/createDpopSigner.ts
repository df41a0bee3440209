import { generateProof } from 'dpop'
import { readTokenClaims } from '../core/jwt.js'
import { indexedDbKeys, type DpopKeys } from './indexedDbKeys.js'

/** What a proof is made for (the same shape as `@stardust/api-client`'s `DpopProofRequest`). */
export type DpopProofRequest = { method: string; url: string; accessToken?: string | undefined; account?: string | undefined }

/** Makes a `DPoP` proof for one request, or null to send none (as `@stardust/api-client`'s `dpop` option takes it). */
export type DpopSigner = (request: DpopProofRequest) => Promise<string | null>

export type CreateDpopSignerParameters = {
  /** Where the keys live. Default: IndexedDB, shared by the origin's tabs (`indexedDbKeys()`). */
  keys?: DpopKeys | undefined
}

/**
 * Proofs (RFC 9449, panva's `dpop`) with the account's own key: at login for the account signing in
 * (the server binds the token to the key), and for every request carrying a bound token (`cnf.jkt`),
 * keyed by the token's subject. A bearer token gets no proof, so it goes as before.
 */
export function createDpopSigner(parameters: CreateDpopSignerParameters = {}): DpopSigner {
  let keys = parameters.keys
  return async ({ method, url, accessToken, account }) => {
    let address = account
    if (accessToken !== undefined) {
      const claims = readTokenClaims(accessToken)
      if (!claims.jkt) return null
      address = claims.sub
    }
    if (!address) return null
    keys ??= indexedDbKeys()
    return await generateProof(await keys.get(address.toLowerCase()), url, method, undefined, accessToken)
  }
}
