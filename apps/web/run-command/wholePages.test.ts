import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import { freePort, listening } from '@stardust/vitest-config/ports'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { E2E_ROUTES } from '../e2e/routes'
import { CLEARED_MESSAGE } from '../scripts/devCache.mjs'
import { pageRoutes } from '../scripts/pageRoutes.mjs'
import { WARM_UP_MESSAGE } from '../scripts/warmUp.mjs'
import { firstConnect, launchChromium } from './firstConnect.mjs'
import { answers, askInFlight, brokenPageLines, newcomerEnv, startRunCommand, type RunCommand } from './runCommandProcess'
import { visitEveryPage } from './visitPages'

// The run command serves whole pages. Each start below is followed by every page's first visit in Chromium
// at 1280 px and 390 px: each shows its whole header and hydrates, with no page error, console error, Next
// error badge or broken-page line in the server's log; the first 'Connect Wallet' shows the wallet list.
// RUN_COMMAND_COLD_STARTS (default 3; CI sets 1) is how many cold starts there are: all but one from an empty
// build folder, as a fresh clone has it; the last one after a start stopped with Ctrl-C while next dev
// compiled its first page, which must clear that start's cache. Then a warm start, on the cache it left.
// Its own ports, chain, database and build folders: it can run beside another checkout's tests.
const appDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = '.next-whole-pages'
const distFolder = path.join(appDir, distDir)
const coldStarts = Math.max(1, Number(process.env.RUN_COMMAND_COLD_STARTS || 3))
// What one wait may take on a loaded 2-core machine (a first compile of the wallet stack among them).
const WAIT_MS = 600_000
const START_TIMEOUT_MS = 30 * 60_000

const folders = [mkdtempSync(path.join(tmpdir(), 'whole-pages-chain-')), mkdtempSync(path.join(tmpdir(), 'whole-pages-db-'))]
const [chainDir, dataDir] = folders as [string, string]
const nextEnvFile = path.join(appDir, 'next-env.d.ts')
const nextEnv = existsSync(nextEnvFile) ? readFileSync(nextEnvFile, 'utf8') : undefined
let browser: Browser

beforeAll(async () => {
  rmSync(distFolder, { recursive: true, force: true })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  rmSync(distFolder, { recursive: true, force: true })
  // next dev points next-env.d.ts at its own build folder's route types: put back what the site's build wrote.
  if (nextEnv === undefined) rmSync(nextEnvFile, { force: true })
  else writeFileSync(nextEnvFile, nextEnv)
})

type Started = { run: RunCommand; ports: number[] }

async function start(): Promise<Started> {
  const ports = [await freePort(), await freePort()] as const
  const env = newcomerEnv({ NEXT_DIST_DIR: distDir, STARDUST_DATA_DIR: dataDir, STARDUST_LOCAL_CHAIN_DIR: chainDir, STARDUST_LOCAL_CHAIN_PORT: String(ports[1]) })
  return { run: startRunCommand(appDir, ports[0], env), ports: [...ports] }
}

/** Ctrl-C, then: it exited 0, nothing is left listening, and its log has no broken-page line. */
async function stop({ run, ports }: Started): Promise<void> {
  run.interrupt()
  expect(await run.exited, run.output()).toBe(0)
  for (const port of ports) expect(await listening(port)).toBe(false)
  expect(brokenPageLines(run.output())).toEqual([])
}

/** Every page whole on its first visit, the first Connect Wallet opening the wallet list, and every page compiled in the background. */
async function servesWholePages({ run }: Started, label: string): Promise<void> {
  const started = Date.now()
  await answers(run, `${run.origin}/`, WAIT_MS)
  const firstPageMs = Date.now() - started
  const connect = await firstConnect(browser, run.origin, WAIT_MS)
  expect(connect.pageErrors).toEqual([])
  // Figures for the reader of the log, not limits (the bench measures them from a fresh clone).
  console.log(`${label}: first page ${(firstPageMs / 1000).toFixed(1)} s after the start; first Connect Wallet to the wallet list ${(connect.ms / 1000).toFixed(1)} s`)
  expect(await visitEveryPage(browser, run.origin, WAIT_MS)).toEqual([])
  await expect.poll(run.output, { timeout: WAIT_MS, interval: 500 }).toMatch(/pnpm dev: compiled all \d+ pages in [\d.]+ s\n/)
}

async function startAndVisit(label: string): Promise<Started> {
  const started = await start()
  try {
    await servesWholePages(started, label)
  } finally {
    await stop(started)
  }
  return started
}

test('the run command compiles every page of the site, the ones this suite visits', () => {
  expect(pageRoutes(path.join(appDir, 'app')).sort()).toEqual(E2E_ROUTES.map((route) => route.path).sort())
})

for (let index = 1; index < coldStarts; index++) {
  test(`cold start ${index} of ${coldStarts}, from an empty build folder`, { timeout: START_TIMEOUT_MS }, async () => {
    rmSync(distFolder, { recursive: true, force: true })
    await startAndVisit(`cold start ${index}`)
  })
}

test(`cold start ${coldStarts} of ${coldStarts}, after a start stopped with Ctrl-C while next dev compiled: the cache is cleared`, { timeout: 2 * START_TIMEOUT_MS }, async () => {
  rmSync(distFolder, { recursive: true, force: true })
  const stopped = await start()
  let firstPage: Promise<number | string> | undefined
  try {
    // Once the run command asks for its first page, next dev compiles it (an empty build folder): a person's
    // own request for `/`, sent and not answered, is a compile under way.
    await expect.poll(stopped.run.output, { timeout: WAIT_MS, interval: 100 }).toContain(WARM_UP_MESSAGE)
    const asked = askInFlight(`${stopped.run.origin}/`, WAIT_MS)
    firstPage = asked.answer
    await asked.sent
  } finally {
    await stop(stopped)
  }
  // Stopped before `/` was served, with the compile's cache on disk and no page compiled in the background.
  expect(await firstPage).not.toBe(200)
  expect(stopped.run.output()).not.toMatch(/compiled all \d+ pages/)
  expect(existsSync(path.join(distFolder, 'dev', 'cache'))).toBe(true)

  const next = await start()
  try {
    await expect.poll(next.run.output, { timeout: WAIT_MS, interval: 200 }).toContain(CLEARED_MESSAGE)
    await servesWholePages(next, `cold start ${coldStarts}, after Ctrl-C`)
  } finally {
    await stop(next)
  }
})

test('a warm start, on the cache a clean stop left', { timeout: START_TIMEOUT_MS }, async () => {
  expect(existsSync(path.join(distFolder, 'dev', 'cache'))).toBe(true)
  const warm = await startAndVisit('warm start')
  expect(warm.run.output()).not.toContain(CLEARED_MESSAGE)
})
