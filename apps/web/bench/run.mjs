// `pnpm bench` (apps/web): builds the site, an empty Next.js app and RainbowKit's quick start
// (bench/quickstart-app) with the same Next, starts them, and prints (1) the JavaScript a visitor
// downloads by network idle, gzip: first-time for /, /stake, /purchase and /stardust next to the
// empty page, and returning (saved injected or WalletConnect connection) next to the quick start, then the same per
// language (bench/localeJs.mjs), (2) the time from wallet connection to
// token stored (bench/wallet-signin.mjs, next to the same steps straight from Node), and (3)
// Lighthouse (mobile, simulated throttling; default and calibrated CPU slowdown) score, LCP and TBT for / and /ar next to
// the empty page, (4)
// bench/rpc.mjs: RPC calls per 100 views of /stake, and time to first byte with the chain node stopped, and (5) the
// time from a transaction's receipt to "Transaction confirmed." with every other chain's RPC unreachable (bench/confirmed.mjs),
// (6) bench/ops.mjs: readiness after SIGKILL of Redis and PostgreSQL, and the cost of metrics and logs per request;
// bench/readiness.mjs: readiness under a saturating load, time to 503 after each dependency dies or hangs, the gate's counts.
// and (7) a stake without allowance with a batching wallet vs the permit path vs the two-step path: prompts, transactions, time (bench/stakePaths.mjs).
// Figures only; no pass/fail.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measureJs } from './measureJs.mjs'
import { measureLocaleJs, printLocaleJs } from './localeJs.mjs'
import { printLighthouse, runLighthouse } from './lighthouse.mjs'
import { pickPort, startServer, stopServer } from './servers.mjs'
import { measureRpc } from './rpc.mjs'
import { measureConfirmed, printConfirmed, startE2eServer } from './confirmed.mjs'
import { measureSignIn, printSignIn } from './wallet-signin.mjs'
import { measureOps, printOps } from './ops.mjs'
import { measureReadiness, printReadiness } from './readiness.mjs'
import { measureStakePaths, printStakePaths } from './stakePaths.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const web = join(here, '..')
const emptyApp = join(here, 'empty-app')
const quickstartApp = join(here, 'quickstart-app')
const nextBin = join(web, 'node_modules/next/dist/bin/next')
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

// The site is built against the e2e chains' RPCs (inlined at build time) so the confirmed bench can use it,
// and with their seeded contracts in its wallet-request allowlist (src/walletGuard).
const E2E_RPC_ENV = {
  NEXT_PUBLIC_RPC_MANTLE: 'http://127.0.0.1:8650,http://localhost:8650',
  NEXT_PUBLIC_RPC_ARBITRUM: 'http://127.0.0.1:8651',
  STARDUST_BUILD_TEST_CHAINS: '5000,42161',
}

function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  console.log('building the site and the empty baseline app (same next) ...')
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    await run(process.execPath, [nextBin, 'build'], web, E2E_RPC_ENV)
    // The per-route CSP hashes, as the build script adds them: without them every inline script is refused.
    await run(process.execPath, [join(web, 'scripts/cspHashes.mjs')], web)
  }
  await run(process.execPath, [nextBin, 'build', emptyApp], web)
  await run(process.execPath, [nextBin, 'build', quickstartApp], web)

  const sitePort = await pickPort()
  const emptyPort = await pickPort([sitePort])
  const quickstartPort = await pickPort([sitePort, emptyPort])
  const site = await startServer(nextBin, web, sitePort)
  const empty = await startServer(nextBin, emptyApp, emptyPort)
  const quickstart = await startServer(nextBin, quickstartApp, quickstartPort)
  const results = { js: [], signIn: null, lighthouse: null, rpc: null, confirmed: null, stakePaths: null }
  try {
    const targets = [
      { name: 'empty Next page', url: `http://127.0.0.1:${emptyPort}/` },
      { name: '/', url: `http://127.0.0.1:${sitePort}/` },
      { name: '/stake', url: `http://127.0.0.1:${sitePort}/stake` },
      { name: '/purchase', url: `http://127.0.0.1:${sitePort}/purchase` },
      { name: '/stardust', url: `http://127.0.0.1:${sitePort}/stardust` },
      // The goal: at most 450 KB for the returning injected visitor (765 KB before).
      { name: '/ (returning, saved injected wallet)', url: `http://127.0.0.1:${sitePort}/`, returning: 'injected' },
      { name: '/ (returning, saved WalletConnect)', url: `http://127.0.0.1:${sitePort}/`, returning: 'walletConnect' },
      { name: "RainbowKit's quick start (returning, injected)", url: `http://127.0.0.1:${quickstartPort}/`, returning: 'injected' },
    ]
    for (const target of targets) {
      const figure = await measureJs(chromium, target.url, { returning: target.returning })
      results.js.push({ name: target.name, ...figure })
    }
    const base = results.js[0].gzip
    console.log('\nJavaScript downloaded by network idle (first-time visitor unless noted), gzip level 6:')
    for (const row of results.js) {
      const ratio = (row.gzip / base).toFixed(2)
      const wallet = row.walletCode ? 'wallet stack loaded' : 'no wallet stack'
      console.log(`  ${row.name.padEnd(48)} ${kb(row.gzip).padStart(9)}  (${row.files} files, raw ${kb(row.raw)}, ${ratio}x empty, ${wallet})`)
    }
    console.log('  goals: / at most 200 KB gzip; returning injected visitor at most 450 KB')
    const injected = results.js.find((row) => row.name.includes('saved injected'))
    const anchor = results.js.find((row) => row.name.includes('quick start'))
    console.log(`  returning injected visitor vs RainbowKit's quick start: ${(injected.gzip / anchor.gzip).toFixed(2)}x`)
    // Every language: first visit of /, the feature pages and the returning visitor (bench/localeJs.mjs).
    results.localeJs = await measureLocaleJs(chromium, `http://127.0.0.1:${sitePort}`)
    printLocaleJs(results.localeJs)

    results.signIn = await measureSignIn(`http://127.0.0.1:${sitePort}`, chromium)
    printSignIn(results.signIn)

    // English and the right-to-left language (its own catalog and layout) next to the empty page, at Lighthouse's
    // default CPU slowdown and at the one calibrated to this machine (bench/lighthouse.mjs).
    const lighthouseTargets = [
      { name: 'empty Next page', url: `http://127.0.0.1:${emptyPort}/` },
      { name: '/', url: `http://127.0.0.1:${sitePort}/` },
      { name: '/ar', url: `http://127.0.0.1:${sitePort}/ar` },
    ]
    results.lighthouse = await runLighthouse(chromium, lighthouseTargets, lighthouseRuns)
    printLighthouse(results.lighthouse)
    // Lighthouse scales the CPU time it observes: on a busy machine TBT and the score drop.
    const [load1] = loadavg()
    console.log(`  machine load while measuring: ${load1.toFixed(1)} on ${availableParallelism()} cores (figures are only comparable on an idle machine)`)
    results.load1 = load1
  } finally {
    await stopServer(site)
    await stopServer(empty)
    await stopServer(quickstart)
  }
  // A site of its own on a seeded chain whose node the bench stops (SIGSTOP).
  results.rpc = await measureRpc()
  // Sites of their own on a PostgreSQL and a Redis the bench kills: readiness, and the cost of metrics and logs.
  results.ops = await measureOps()
  printOps(results.ops)
  // The production server under 4x its slots: readiness while healthy and after each dependency dies or hangs.
  results.readiness = await measureReadiness()
  printReadiness(results.readiness)
  // Last, alone: the e2e chains take the e2e suite's fixed ports (8650/8651).
  const e2ePort = await pickPort()
  try {
    const e2eSite = await startE2eServer(e2ePort)
    try {
      results.confirmed = await measureConfirmed(`http://127.0.0.1:${e2ePort}`, chromium)
      printConfirmed(results.confirmed)
      results.stakePaths = await measureStakePaths(`http://127.0.0.1:${e2ePort}`, chromium)
      printStakePaths(results.stakePaths)
    } finally {
      await stopServer(e2eSite)
    }
  } catch (error) {
    console.log(`\nReceipt -> confirmed: not measured (${error.message}); run it alone under the e2e lock: node bench/confirmed.mjs`)
  }
  const out = join(web, 'bench-results')
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'web-bench.json'), `${JSON.stringify(results, null, 2)}\n`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
