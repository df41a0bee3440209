// Lighthouse (mobile, simulated throttling) for the site's pages next to an empty Next page measured in the same
// run, twice: with Lighthouse's default 4x CPU slowdown, and with the slowdown calibrated to this machine from its
// benchmarkIndex (lighthouseCpu.mjs). `node bench/lighthouse.mjs <url>...` against a running site; the empty page
// (bench/empty-app, built here if it has no build) is started by the command itself.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { installOnFirstUse } from '@stardust/first-use'
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, median, pageFigures } from './lighthouseCpu.mjs'
import { pickPort, startServer, stopServer } from './servers.mjs'

const projectDir = fileURLToPath(new URL('./lighthouse/', import.meta.url))

/** Lighthouse, installed on first use from lighthouse/'s own lockfile (the workspace install leaves it out), again when that names another version. */
async function loadLighthouse() {
  const installed = join(projectDir, 'node_modules', 'lighthouse', 'package.json')
  const wanted = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')).devDependencies.lighthouse
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version !== wanted) rmSync(join(projectDir, 'node_modules'), { recursive: true, force: true })
  const entry = installOnFirstUse(projectDir, join('node_modules', 'lighthouse', 'core', 'index.js'))
  return (await import(pathToFileURL(entry).href)).default
}

async function launchChromium(executablePath) {
  const port = await pickPort()
  const profile = mkdtempSync(join(tmpdir(), 'web-bench-lh-'))
  const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--no-default-browser-check']
  const child = spawn(executablePath, [...args, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (response.ok) return { port, child, profile }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error('chromium did not open its debugging port')
}

/** One run of Lighthouse's default (mobile) performance audit; `cpuSlowdownMultiplier` replaces its 4x when given. */
async function auditOnce(lighthouse, executablePath, url, cpuSlowdownMultiplier) {
  const browser = await launchChromium(executablePath)
  try {
    const config = cpuSlowdownMultiplier === DEFAULT_CPU_SLOWDOWN ? undefined : { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } }
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config)
    if (!result?.lhr) throw new Error('lighthouse returned no result')
    return pageFigures(result.lhr)
  } finally {
    await new Promise((resolve) => {
      if (browser.child.exitCode !== null) return resolve()
      browser.child.once('exit', resolve)
      browser.child.kill()
    })
    // Chromium's helper processes can still write into the profile for a moment after it exits: a profile left in
    // the temporary folder must not end the whole bench.
    try {
      rmSync(browser.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
    } catch (error) {
      console.warn(`lighthouse: left the profile ${browser.profile} (${error.code})`)
    }
  }
}

const medianRun = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]

/**
 * `runs` rounds over `targets` ({name, url}) in turn (so a change in the machine's load falls on all alike), at
 * one CPU slowdown; per target the median run by score, and every run's score.
 */
async function auditRounds(lighthouse, executablePath, targets, runs, cpuSlowdownMultiplier) {
  const all = new Map(targets.map((target) => [target.name, []]))
  for (let round = 0; round < runs; round++) {
    for (const target of targets) all.get(target.name).push(await auditOnce(lighthouse, executablePath, target.url, cpuSlowdownMultiplier))
  }
  return Object.fromEntries(targets.map((target) => [target.name, { ...medianRun(all.get(target.name)), runs: all.get(target.name) }]))
}

/**
 * The pages in `targets`, the first of which is the anchor (the empty Next page): `runs` rounds at the default 4x,
 * then `runs` rounds at the slowdown this machine's median benchmarkIndex of those rounds calls for.
 */
export async function runLighthouse(executablePath, targets, runs) {
  const lighthouse = await loadLighthouse()
  const byDefault = await auditRounds(lighthouse, executablePath, targets, runs, DEFAULT_CPU_SLOWDOWN)
  const benchmarkIndex = median(Object.values(byDefault).flatMap((figures) => figures.runs.map((run) => run.benchmarkIndex)))
  const cpuSlowdown = calibratedCpuSlowdown(benchmarkIndex)
  const calibrated = await auditRounds(lighthouse, executablePath, targets, runs, cpuSlowdown)
  return { anchor: targets[0].name, benchmarkIndex, cpuSlowdown, byDefault, calibrated }
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`
const line = (name, f) => `  ${name.padEnd(16)} score ${String(f.score).padStart(3)}  LCP ${s(f.lcpMs)}  TBT ${String(Math.round(f.tbtMs)).padStart(4)} ms  FCP ${s(f.fcpMs)}  (scores ${f.runs.map((r) => r.score).join(', ')})`

/** Both settings, each page next to the anchor of the same rounds: the score's difference and the LCP and TBT ratios. */
export function printLighthouse({ anchor, benchmarkIndex, cpuSlowdown, byDefault, calibrated }) {
  for (const [label, figures] of [[`default CPU slowdown ${DEFAULT_CPU_SLOWDOWN}x`, byDefault], [`calibrated CPU slowdown ${cpuSlowdown.toFixed(2)}x (benchmarkIndex ${Math.round(benchmarkIndex)})`, calibrated]]) {
    console.log(`\nLighthouse, mobile, simulated throttling, ${label}, median of ${figures[anchor].runs.length} by score:`)
    const base = figures[anchor]
    console.log(line(anchor, base))
    for (const [name, f] of Object.entries(figures)) {
      if (name === anchor) continue
      const vs = `${f.score - base.score >= 0 ? '+' : ''}${f.score - base.score} vs the anchor, LCP ${(f.lcpMs / base.lcpMs).toFixed(2)}x, TBT ${(f.tbtMs / Math.max(1, base.tbtMs)).toFixed(2)}x`
      console.log(`${line(name, f)}\n  ${''.padEnd(16)} ${vs}; LCP element ${f.lcpElement}; main thread ${Math.round(f.mainThreadMs)} ms, longest script ${f.topScript}`)
    }
  }
  console.log('  goal: score at least 95; the empty page is the floor a Next page reaches on this machine')
}

// `node bench/lighthouse.mjs <url>...`: the same audit against a site already running (e.g. `pnpm start`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  const web = fileURLToPath(new URL('..', import.meta.url))
  const emptyApp = join(web, 'bench', 'empty-app')
  const nextBin = join(web, 'node_modules/next/dist/bin/next')
  if (!existsSync(join(emptyApp, '.next', 'BUILD_ID'))) {
    await new Promise((resolve, reject) => spawn(process.execPath, [nextBin, 'build', emptyApp], { cwd: web, stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`)))))
  }
  const empty = await startServer(nextBin, emptyApp, await pickPort())
  try {
    const port = empty.spawnargs[empty.spawnargs.indexOf('--port') + 1]
    // Named by path; by port and path when two servers (a build and the one before it) serve the same paths.
    const urls = process.argv.slice(2).map((url) => new URL(url))
    const samePaths = new Set(urls.map((url) => url.pathname)).size < urls.length
    const targets = [{ name: 'empty Next page', url: `http://127.0.0.1:${port}/` }, ...urls.map((url) => ({ name: samePaths ? `:${url.port}${url.pathname}` : url.pathname, url: url.href }))]
    printLighthouse(await runLighthouse(chromium, targets, runs))
  } finally {
    await stopServer(empty)
  }
}
