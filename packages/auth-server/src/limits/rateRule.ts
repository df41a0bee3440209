/** A budget as configured: at most `limit` requests in any `windowMs` (whole seconds). */
export type RateBudget = { limit: number; windowMs: number }

/** What the limiter (rate-limiter-flexible) is given for one budget. */
export type RateRule = {
  /** Names the counters (`nonce:ip`, `login:addr`): one limiter per rule. */
  name: string
  /** Requests admitted per window. */
  points: number
  /** The window's length in seconds; it starts at a client's first request. */
  durationSeconds: number
}

/**
 * The limiter's settings for a budget. rate-limiter-flexible counts in fixed windows that start at
 * a client's first request, so a client could spend a whole window's points just before it ends
 * and again just after: twice the points in a moment. Admitting half the budget per window keeps
 * any `windowMs` stretch, across an edge or not, within the budget. A budget of 1 stays 1: with one
 * point per window, the only admitted request is the one that opens it, so windows never overlap.
 */
export function rateRule(name: string, budget: RateBudget): RateRule {
  return { name, points: Math.max(1, Math.floor(budget.limit / 2)), durationSeconds: Math.max(1, Math.round(budget.windowMs / 1000)) }
}
