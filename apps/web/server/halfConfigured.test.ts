// The production server of the build refuses a half-configured start: a variable set that the mode the others
// choose never reads (a rotated REDIS_PASSWORD beside a REDIS_URL whose own password wins) stops it before it
// serves, with one line naming each and what to do, and a non-zero exit (src/server/config/halfConfigured.ts).
import { describe, expect, test } from 'vitest'
import { startProduction } from '../bench/productionLoad.mjs'

const PASSWORD = 'rotated-redis-password-0123'

describe('the production server of the build', { timeout: 150_000 }, () => {
  test('behavior: REDIS_PASSWORD beside REDIS_URL, and a PGlite folder beside DATABASE_URL, stop the start, exit 1', async () => {
    const env = { DATABASE_URL: 'postgres://app@127.0.0.1:1/stardust', REDIS_URL: 'redis://127.0.0.1:1', REDIS_PASSWORD: PASSWORD, STARDUST_DATA_DIR: '/srv/pglite', STARDUST_SINGLE_INSTANCE: '' }
    const refusal = await startProduction(env).then(
      async (site) => (await site.stop(), 'it started'),
      (error: Error) => error.message,
    )
    expect(refusal).toMatch(/^the production server exited with 1:\n/)
    expect(refusal).toContain(
      'Configuration invalid: REDIS_PASSWORD: never read beside REDIS_URL, whose own user and password are used: put them in the URL (its user:password@ part) and unset REDIS_PASSWORD; ' +
        'STARDUST_DATA_DIR: never read beside DATABASE_URL (the ledger is in PostgreSQL, the PGlite folder unused): unset STARDUST_DATA_DIR\n',
    )
    expect(refusal).not.toContain(PASSWORD)
  })
})
