import pg from 'pg'
import { DatabaseConfigError } from '../errors.js'

/** Readiness's way to PostgreSQL: `check` resolves when the server answers a query, rejects otherwise. */
export type ReadinessCheck = { check: () => Promise<void>; close: () => Promise<void> }

const POSTGRES_URL = /^postgres(?:ql)?:\/\//
/** Under the site's 2 s limit per check: a hung server is a rejection here, not a hung check. */
const TIMEOUT_MS = 1_500

/**
 * One connection of readiness's own, outside the request pool: under load every pool connection is busy
 * serving requests, and a check that waited behind them would report load as failure (a 503 that drains a
 * healthy instance). A connection whose query failed or timed out is dropped, so the next check opens a
 * fresh one rather than reuse a socket a hung server may still hold. Checks run one at a time.
 */
export function openReadinessCheck(url: string, { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {}): ReadinessCheck {
  if (!POSTGRES_URL.test(url)) throw new DatabaseConfigError('DATABASE_URL must start with postgres:// or postgresql://')
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, application_name: 'stardust-readiness' })
  // A lost server emits 'error' on idle clients; without a listener Node would exit. The next check says down.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return {
    async check() {
      const client = await pool.connect()
      let failed = true
      try {
        await client.query('select 1')
        failed = false
      } finally {
        client.release(failed)
      }
    },
    close: () => pool.end(),
  }
}
