const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN'])
// PostgreSQL SQLSTATEs of a server going away: connection exceptions (08), shutdown and
// termination (57P01-57P03), "database does not accept connections" (55000 with ALLOW_CONNECTIONS
// off), too many connections (53300).
const SQLSTATE_OUTAGE = /^(?:08|57P0[123]|53300$)/
// node-postgres's pool answers "timeout exceeded when trying to connect" when no connection frees up
// within connectionTimeoutMillis: a full pool is an outage for the caller, not a bug.
const OUTAGE_MESSAGE = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|accepting connections|the database system is (?:shutting down|starting up)|Cannot use a pool after calling end/i

/**
 * Whether a database failure is an outage (answer 503, the client retries) rather than a bug
 * (500). Looks through drizzle's wrapping `cause` chain.
 */
export function isStoreOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE_OUTAGE.test(e.code))) return true
    if (typeof e.message === 'string' && OUTAGE_MESSAGE.test(e.message)) return true
    current = e.cause
  }
  return false
}
