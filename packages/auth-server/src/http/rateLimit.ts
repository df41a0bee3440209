import type { ServerContext } from '../context.js'
import { AuthError } from '../errors.js'

type Limit = { limit: number; windowMs: number }

/** Counts a hit and throws 429 rate_limited (with Retry-After) once the window's budget is spent. */
export async function enforceRateLimit(context: ServerContext, key: string, limit: Limit): Promise<void> {
  const result = await context.store.hit(key, limit.limit, limit.windowMs)
  if (!result.allowed) {
    throw new AuthError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) })
  }
}
