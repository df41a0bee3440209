// The newcomer's first page, timed as the README promises it: a fresh clone of this checkout's HEAD
// in a temporary folder (no turbo cache, no Next cache, no build output), the README's install, then
// the README's run command (`pnpm dev`: Stardust Local deployed and seeded, `next dev`) until `/`
// answers 200, and then a newcomer's first 'Connect Wallet' in Chromium on that cold start: from the click
// until the wallet list shows. Then Ctrl-C, and a check that nothing is left listening. In the same run, a
// second `pnpm dev` in the same clone (caches warm) is the baseline the first start is compared with.
// The pnpm store is the machine's own (warm) unless FIRST_PAGE_EMPTY_STORE=1 gives it an empty one,
// which then measures the registry's download as well.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, listening } from '@stardust/vitest-config/ports'
import { firstConnect, launchChromium } from '../run-command/firstConnect.mjs'

const PNPM = ['-y', 'pnpm@10.34.9']
const GOAL_S = 50
const CONNECT_GOAL_S = 5
const FIRST_PAGE_LIMIT_MS = 300_000

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim()
const work = mkdtempSync(path.join(tmpdir(), 'first-page-'))
const clone = path.join(work, 'stardust')
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function run(command, args, options) {
  const started = Date.now()
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options })
  return Date.now() - started
}

/** `pnpm dev` until `/` answers 200, then (`connect`) the first Connect Wallet; then SIGINT to its process group, as Ctrl-C does. */
async function firstPage(env, { connect }) {
  const sitePort = await freePort()
  const chainPort = await freePort()
  const started = Date.now()
  const dev = spawn('npx', [...PNPM, 'dev'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...env, PORT: String(sitePort), STARDUST_LOCAL_CHAIN_PORT: String(chainPort) },
  })
  let errors = ''
  dev.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
  const exited = new Promise((resolve) => dev.once('exit', resolve))
  let answeredMs
  let connectMs
  try {
    while (Date.now() - started < FIRST_PAGE_LIMIT_MS) {
      if (dev.exitCode !== null) throw new Error(`pnpm dev exited with ${dev.exitCode} before the first page:\n${errors}`)
      const status = await fetch(`http://127.0.0.1:${sitePort}/`, { signal: AbortSignal.timeout(120_000) }).then(
        async (response) => (await response.text(), response.status),
        () => 0,
      )
      if (status === 200) {
        answeredMs = Date.now() - started
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    if (answeredMs === undefined) throw new Error(`no first page within ${seconds(FIRST_PAGE_LIMIT_MS)}:\n${errors}`)
    if (connect) {
      const browser = await launchChromium()
      try {
        connectMs = (await firstConnect(browser, `http://localhost:${sitePort}`, FIRST_PAGE_LIMIT_MS)).ms
      } finally {
        await browser.close()
      }
    }
  } finally {
    process.kill(-dev.pid, 'SIGINT')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
  }
  const left = [(await listening(sitePort)) && `site port ${sitePort}`, (await listening(chainPort)) && `chain port ${chainPort}`].filter(Boolean)
  return { answeredMs, connectMs, left }
}

try {
  const env = { ...process.env, CI: '', NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' }
  if (process.env.FIRST_PAGE_EMPTY_STORE === '1') env.npm_config_store_dir = path.join(work, 'store')
  const cloneMs = run('git', ['clone', '-q', '--no-local', root, clone])
  const installMs = run('npx', [...PNPM, 'install'], { cwd: clone, env })
  const cold = await firstPage(env, { connect: true })
  const warm = await firstPage(env, { connect: false })
  const total = installMs + cold.answeredMs
  console.log(`first page from a fresh clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()} (${process.env.FIRST_PAGE_EMPTY_STORE === '1' ? 'empty' : 'warm'} pnpm store, no turbo or Next cache)`)
  console.log(`  clone                         ${seconds(cloneMs)}`)
  console.log(`  install                       ${seconds(installMs)}`)
  console.log(`  pnpm dev until / answers 200  ${seconds(cold.answeredMs)}`)
  console.log(`  install + first page          ${seconds(total)}  (goal ${GOAL_S} s: ${(total / 1000 / GOAL_S).toFixed(2)} of it)`)
  console.log(`  first Connect Wallet -> list  ${seconds(cold.connectMs)}  (goal ${CONNECT_GOAL_S} s; clicked once / was open)`)
  console.log(`  second pnpm dev, caches warm  ${seconds(warm.answeredMs)}  (first start / second: ${(cold.answeredMs / warm.answeredMs).toFixed(2)})`)
  const left = [...cold.left, ...warm.left]
  console.log(`  after Ctrl-C                  ${left.length === 0 ? 'nothing left listening' : `still listening: ${left.join(', ')}`}`)
  if (left.length > 0) process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
