import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { E2E_SERVER_ENV } from './e2e/env'

// One port per run in 3100-3199 (the range this machine gives the site); set in the main
// process so the workers, which inherit its environment, agree on it.
process.env.E2E_PORT ??= String(3100 + (process.pid % 100))
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`
// The server's output of the whole run, read for secrets by the teardown (e2e/serverLogHoldsNoSecret.ts).
process.env.E2E_SERVER_LOG ??= fileURLToPath(new URL(`.data/e2e-server-${port}.log`, import.meta.url))

/** Debian's Chromium (CI gives its headless shell, Playwright's own choice for headless runs), never a downloaded one. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // No test reaches the internet: every other host fails to resolve (e2e/fixtures.ts records the attempts).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    // Pages open with `prefers-reduced-transparency: reduce` (Playwright has no option for it), as for a
    // visitor who asks for less transparency: the header is solid and blurs nothing behind it. Blurring
    // what lies under the fixed header made each frame of this software compositor cost 13 ms instead of 5.
    '--blink-settings=prefersReducedTransparency=true',
  ],
}

const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } }
const phone = { browserName: 'chromium' as const, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

// Tests tagged @chain-wide (CHAIN_WIDE in e2e/onchain/chainFixtures.ts) pause a contract, stop automatic
// mining, move a chain's clock or act as the contracts' owner: nothing else may run on the chains
// meanwhile. They run only in a run of their own (E2E_CHAIN_WIDE=1): one worker, fresh chains. Any other
// run leaves them out. `pnpm e2e` (e2e/run.mjs) runs both, one after the other, with the same filters.
const CHAIN_WIDE_TAG = /@chain-wide/
const chainWide = process.env.E2E_CHAIN_WIDE === '1'

export default defineConfig({
  testDir: './e2e',
  // One folder per run kind: the chain-wide run does not wipe the other's traces.
  outputDir: chainWide ? './test-results/chain-wide' : './test-results/shared',
  fullyParallel: true,
  forbidOnly: true,
  globalTeardown: './e2e/serverLogHoldsNoSecret.ts',
  retries: 0,
  // The shared run: a worker per core (each test has accounts of its own, e2e/onchain/freshAccount.ts and
  // devAccounts.ts, and its own sign-in budget, so any number of them can run at once). At least two:
  // a worker spends much of a test waiting on the server and the chains.
  workers: chainWide ? 1 : Math.max(2, availableParallelism()),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions,
    // A trace records every action's DOM snapshot and screencast: on a failure here it is the first
    // thing to open. A CI machine keeps nothing but the log, so CI records none (a sixth of the CPU).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // What a visitor who asks for less motion sees: every behaviour is the same, and the browser is
    // spared the endless software-rendered frames of progress bars and smooth scrolling, which cost
    // this suite a third of its CPU. The specs about motion itself (the home intro, smooth scrolling,
    // the phone menu, the toast's progress, the side scroll, the screenshots) run with no preference.
    reducedMotion: 'reduce',
  },
  // x.desktop.spec.ts runs at 1280x800 only, x.phone.spec.ts at 390x844 only, the rest at both.
  projects: chainWide
    ? [{ name: 'chain-wide', testIgnore: /\.phone\.spec\.ts$/, grep: CHAIN_WIDE_TAG, use: desktop }]
    : [
        { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/, grepInvert: CHAIN_WIDE_TAG, use: desktop },
        { name: 'phone', testIgnore: /\.desktop\.spec\.ts$/, grepInvert: CHAIN_WIDE_TAG, use: phone },
      ],
  // The production build (turbo runs `build` before `test`); `next start` only serves it.
  webServer: {
    // next start behind the local chains of e2e/chains.ts (Mantle and Arbitrum ids, seeded): e2e/serve.mjs.
    command: `node e2e/serve.mjs --hostname 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...E2E_SERVER_ENV, PORT: String(port), E2E_SERVER_LOG: process.env.E2E_SERVER_LOG },
  },
})
