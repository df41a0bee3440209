import type { DpopSigner } from '../dpop/createDpopSigner.js'

export type CreateAuthenticatedFetchParameters = {
  /** The current token, or null. */
  getToken(): string | null
  /** Signs in again; the new token or false (WalletAuth.retryLogin). */
  retryLogin(): Promise<string | false>
  /** Default the global fetch. */
  fetch?: typeof fetch | undefined
  /** DPoP proofs (`createDpopSigner()`): a bound token goes as `Authorization: DPoP` with a fresh proof per request. */
  dpop?: DpopSigner | undefined
}

/** The absolute URL without query or fragment, and the method, of what fetch is about to send. */
function target(input: RequestInfo | URL, init: RequestInit | undefined): { url: string; method: string } {
  const request = input instanceof Request ? input : undefined
  const page = (globalThis as { location?: { href?: string } }).location?.href
  const url = new URL(request ? request.url : String(input), page)
  url.search = ''
  url.hash = ''
  return { url: url.href, method: (init?.method ?? request?.method ?? 'GET').toUpperCase() }
}

/**
 * A fetch that sends the token (`Authorization: Bearer <token>`, or `DPoP <token>` with a fresh
 * proof when `dpop` makes one) and, on a 401, signs in again once and repeats the request with the
 * new token. Bodies must be replayable (strings, JSON, FormData).
 */
export function createAuthenticatedFetch({ getToken, retryLogin, fetch: baseFetch, dpop }: CreateAuthenticatedFetchParameters) {
  const doFetch = baseFetch ?? globalThis.fetch
  async function withToken(input: RequestInfo | URL, init: RequestInit | undefined, token: string | null): Promise<RequestInit> {
    const headers = new Headers(init?.headers)
    if (!token) return { ...init, headers }
    const proof = dpop ? await dpop({ ...target(input, init), accessToken: token }) : null
    if (proof) headers.set('DPoP', proof)
    headers.set('Authorization', `${proof ? 'DPoP' : 'Bearer'} ${token}`)
    return { ...init, headers }
  }
  return async function authenticatedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const response = await doFetch(input, await withToken(input, init, getToken()))
    if (response.status !== 401) return response
    const fresh = await retryLogin()
    if (!fresh) return response
    return doFetch(input, await withToken(input, init, fresh))
  }
}
