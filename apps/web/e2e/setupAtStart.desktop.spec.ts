// The wallet setup errors of docs/behaviour.md surface at start, with its words; issue 3: so
// does a bad auth-server configuration; issue 10: and malformed contract deployments. The built site is started with one bad variable (read at
// run time by instrumentation.ts) and must refuse to serve. Node only; the suite's own web server
// proves a good setup starts.
import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { E2E_SERVER_ENV } from './env'
import { PRODUCTION_SERVER } from './production/productionSite'

type Exit = { code: number | null; output: string }

const START_LIMIT_MS = 75_000
test.describe.configure({ timeout: START_LIMIT_MS + 15_000 })

const NEXT_START = ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', '0']

function startSite(env: Record<string, string>, args = NEXT_START): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      args,
      // `timeout` only makes sure a server that wrongly keeps serving is not left running: a refusal comes
      // after next.config and the instrumentation ran (about 10 s here, over 25 s beside CI's other suites).
      { env: { ...process.env, ...E2E_SERVER_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout: START_LIMIT_MS },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

test('behavior: a blank NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID stops next start with RainbowKit\'s words', async () => {
  const { code, output } = await startSite({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: '' })
  expect(code).toBe(1)
  expect(output).toContain('Wallet setup failed: No projectId found. Every dApp must now provide a WalletConnect Cloud projectId')
})

test('behavior: next start without AUTH_SECRET refuses to serve, saying how to make one', async () => {
  const { code, output } = await startSite({ AUTH_SECRET: '' })
  expect(code).toBe(1)
  expect(output).toContain('Auth server setup failed: AUTH_SECRET must be set to a random value of at least 32 bytes in production')
})

test('behavior: an unreadable AUTH_TRUSTED_PROXIES stops next start, naming the variable', async () => {
  const { code, output } = await startSite({ AUTH_TRUSTED_PROXIES: 'sometimes' })
  expect(code).toBe(1)
  expect(output).toContain('Auth server setup failed: Invalid auth-server configuration (AUTH_TRUSTED_PROXIES="sometimes": a whole number from 0 to 10')
})

test('behavior: a malformed contract address in STARDUST_DEPLOYMENTS stops next start, naming the variable and field', async () => {
  const { code, output } = await startSite({ STARDUST_DEPLOYMENTS: JSON.stringify({ 5000: { token: '0x1234' } }) })
  expect(code).toBe(1)
  expect(output).toContain('Deployments setup failed: STARDUST_DEPLOYMENTS: 5000.token is not an address: "0x1234"')
})

test('behavior: a deployments file that is missing stops next start, naming the file', async () => {
  const { code, output } = await startSite({ STARDUST_DEPLOYMENTS_FILE: '/nonexistent/deployments.json' })
  expect(code).toBe(1)
  expect(output).toContain('Deployments setup failed: STARDUST_DEPLOYMENTS_FILE=/nonexistent/deployments.json: cannot be read')
})

// Production without PostgreSQL and Redis would keep its ledger in a folder the next deploy deletes and its
// sign-ins in memory: it starts only with both, or alone on purpose (STARDUST_SINGLE_INSTANCE=1, as this suite).
const HALF_CONFIGURED = { DATABASE_URL: '', REDIS_URL: '', STARDUST_SINGLE_INSTANCE: '' }
const REFUSAL =
  'Configuration invalid: DATABASE_URL: a PostgreSQL URL is required in production (or STARDUST_SINGLE_INSTANCE=1 for one instance that keeps its state to itself); REDIS_URL: a Redis URL (or REDIS_CLUSTER_NODES, REDIS_SENTINELS) is required in production (or STARDUST_SINGLE_INSTANCE=1 for one instance that keeps its state to itself)\n'

test('behavior: next start in production without DATABASE_URL and REDIS_URL refuses to serve, naming both on one line', async () => {
  const { code, output } = await startSite(HALF_CONFIGURED)
  expect(code).toBe(1)
  expect(output).toContain(REFUSAL)
})

test('behavior: the standalone production server without REDIS_URL refuses to serve, naming it and the single-instance way out', async () => {
  // No PGlite folder beside DATABASE_URL: that pair is refused on the same line (a variable the start would not read).
  const { code, output } = await startSite({ ...HALF_CONFIGURED, DATABASE_URL: 'postgres://app@127.0.0.1:1/stardust', STARDUST_DATA_DIR: '', HOST: '127.0.0.1', PORT: '0' }, [PRODUCTION_SERVER])
  expect(code).toBe(1)
  expect(output).toContain('Configuration invalid: REDIS_URL: a Redis URL (or REDIS_CLUSTER_NODES, REDIS_SENTINELS) is required in production (or STARDUST_SINGLE_INSTANCE=1 for one instance that keeps its state to itself)\n')
})
