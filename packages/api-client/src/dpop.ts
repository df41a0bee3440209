import type { HttpMethod } from './httpMethod.js'

/** What a proof is made for: the request's method and absolute URL, and the token it carries or the account signing in. */
export type DpopProofRequest = {
  method: HttpMethod
  /** Absolute URL without query or fragment (the proof's `htu`). */
  url: string
  /** The token sent with the request (the proof's `ath`); absent at login. */
  accessToken?: string | undefined
  /** The account signing in (login only): whose key binds the new token. */
  account?: string | undefined
}

/**
 * Makes the `DPoP` header's proof for one request (RFC 9449), or null to send none: login then gets
 * a bearer token, and a query sends `Authorization: Bearer`. `@stardust/wallet-auth`'s
 * `createDpopSigner()` is one, on a non-extractable key per account.
 */
export type DpopSigner = (request: DpopProofRequest) => Promise<string | null | undefined>

/** The request's absolute URL without query or fragment: relative bases resolve against the page. */
export function proofUrl(baseURL: string, path: string): string {
  const joined = `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  const page = (globalThis as { location?: { href?: string } }).location?.href
  const url = page === undefined ? new URL(joined) : new URL(joined, page)
  url.search = ''
  url.hash = ''
  return url.href
}
