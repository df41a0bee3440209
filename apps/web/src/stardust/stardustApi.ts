import { siteDpop } from '@/wallet/session/siteDpop'
import { retryLoginHub } from './retryLoginHub'
import { parseMe, parseSync, StardustShapeError } from './parseStardust'
import type { StardustMe, StardustSync } from './stardustTypes'

export type StardustErrorKind = 'sign-in' | 'server' | 'network' | 'timeout' | 'invalid'

/** A Stardust call that failed: `kind` names the page's words for it (stardust.errors), `message` is for the log. */
export class StardustApiError extends Error {
  override name = 'StardustApiError'
  readonly kind: StardustErrorKind
  /** The server's error code (`store_unavailable`, `rpc_unavailable`, `token_revoked`, …) or the client's. */
  readonly code: string

  constructor(kind: StardustErrorKind, code: string) {
    super(`stardust api: ${kind} (${code})`)
    this.kind = kind
    this.code = code
  }
}

/** How long a 401 waits for the wallet stack to offer retryLogin (it loads at start for a stored session). */
const RETRY_LOGIN_WAIT_MS = 15_000
const base = process.env.NEXT_PUBLIC_API_BASE_URL || undefined

/**
 * api-client (axios) is imported on the first call, so a visitor who is not signed in never
 * downloads it. A 401 runs wallet-auth's retryLogin once and repeats the call once with the new
 * token (api-client's onUnauthorized); a second 401 is the sign-in error.
 */
async function query(method: 'GET' | 'POST', path: string, input: unknown, token: string): Promise<unknown> {
  const { createApiClient, ApiError, ApiTimeoutError, ApiNetworkError } = await import('@stardust/api-client')
  const client = createApiClient({ baseURL: base, dpop: siteDpop, onUnauthorized: () => retryLoginHub.retry(RETRY_LOGIN_WAIT_MS) })
  try {
    return await client.query(method, path, input, token)
  } catch (error) {
    if (error instanceof ApiError) throw new StardustApiError(error.status === 401 ? 'sign-in' : 'server', error.code)
    if (error instanceof ApiTimeoutError) throw new StardustApiError('timeout', 'timeout')
    if (error instanceof ApiNetworkError) throw new StardustApiError('network', 'network')
    throw new StardustApiError('server', 'unknown')
  }
}

function parsed<T>(parse: (body: unknown) => T, body: unknown): T {
  try {
    return parse(body)
  } catch (error) {
    if (error instanceof StardustShapeError) throw new StardustApiError('invalid', error.code)
    throw error
  }
}

/** GET stardust/me: balance, rank, one page of history (older pages with `cursor`), today's game credit. */
export async function fetchMe(token: string, cursor?: string): Promise<StardustMe> {
  return parsed(parseMe, await query('GET', 'stardust/me', cursor ? { cursor } : undefined, token))
}

/** POST stardust/sync: credits the staking points grown since the last sync, on every staking chain. */
export async function syncStaking(token: string): Promise<StardustSync> {
  return parsed(parseSync, await query('POST', 'stardust/sync', undefined, token))
}
