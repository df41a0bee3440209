export type CreateAuthenticatedFetchParameters = {
  /** The current token, or null. */
  getToken(): string | null
  /** Signs in again; the new token or false (WalletAuth.retryLogin). */
  retryLogin(): Promise<string | false>
  /** Default the global fetch. */
  fetch?: typeof fetch | undefined
}

/**
 * A fetch that sends `Authorization: Bearer <token>` and, on a 401, signs in again once and
 * repeats the request with the new token. Bodies must be replayable (strings, JSON, FormData).
 */
export function createAuthenticatedFetch({ getToken, retryLogin, fetch: baseFetch }: CreateAuthenticatedFetchParameters) {
  const doFetch = baseFetch ?? globalThis.fetch
  function withToken(init: RequestInit | undefined, token: string | null): RequestInit {
    const headers = new Headers(init?.headers)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return { ...init, headers }
  }
  return async function authenticatedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const response = await doFetch(input, withToken(init, getToken()))
    if (response.status !== 401) return response
    const fresh = await retryLogin()
    if (!fresh) return response
    return doFetch(input, withToken(init, fresh))
  }
}
