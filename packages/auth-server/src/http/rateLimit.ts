import type { ServerContext } from '../context.js'
import { AuthError } from '../errors.js'
import { rateRule, type RateBudget } from '../limits/rateRule.js'

/**
 * Counts one request of `client` against a budget (`name` keeps each budget's counters apart) and
 * throws 429 rate_limited once it is spent, with Retry-After the time until the client's window ends.
 */
export async function enforceRateLimit(context: ServerContext, name: string, client: string, budget: RateBudget): Promise<void> {
  const result = await context.store.consume(rateRule(name, budget), client)
  if (!result.allowed) {
    throw new AuthError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) })
  }
}
