/** One dependency's state as GET /api/health reports it (docs/api.md). Never a URL, key or raw error. */
export type HealthCheck = {
  /** `database`, `redis`, `rpc:<chainId>`, `claims:<chainId>`. */
  name: string
  state: 'ok' | 'down'
  /** The chain's name, for `rpc:` and `claims:` checks. */
  chain?: string
  latencyMs?: number
  /** The latest block the RPC answered (the last one read, when it is down). */
  block?: string
  /** Why it is down, in a stable word: `no_answer`, `store_unavailable`, `airdrop_mismatch`, … */
  reason?: string
}

export type HealthReport = {
  /** `ok`: all up. `degraded`: a chain's RPC or claim check is down; pages still serve (figures say so). `down`: they cannot. */
  status: 'ok' | 'degraded' | 'down'
  checks: HealthCheck[]
}

/** The checks without which the site cannot serve its pages and API: the ledger's database, the sign-in store. */
const REQUIRED = new Set(['database', 'redis'])

/** The report of a set of checks; its HTTP status is 503 only when the site cannot serve. */
export function summarize(checks: HealthCheck[]): { report: HealthReport; httpStatus: 200 | 503 } {
  const down = checks.filter((check) => check.state === 'down')
  const status = down.some((check) => REQUIRED.has(check.name)) ? 'down' : down.length > 0 ? 'degraded' : 'ok'
  return { report: { status, checks }, httpStatus: status === 'down' ? 503 : 200 }
}
