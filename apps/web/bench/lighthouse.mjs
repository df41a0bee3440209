import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { installOnFirstUse } from '@stardust/first-use'
import { pickPort } from './servers.mjs'

/** Lighthouse, installed on first use from lighthouse/'s own lockfile (the workspace install leaves it out). */
async function loadLighthouse() {
  const entry = installOnFirstUse(fileURLToPath(new URL('./lighthouse/', import.meta.url)), join('node_modules', 'lighthouse', 'core', 'index.js'))
  return (await import(pathToFileURL(entry).href)).default
}

async function launchChromium(executablePath) {
  const port = await pickPort()
  const profile = mkdtempSync(join(tmpdir(), 'web-bench-lh-'))
  const child = spawn(
    executablePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
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

/** Lighthouse's default (mobile) performance audit, `runs` times; the median run by score. */
export async function runLighthouse(executablePath, url, runs) {
  const lighthouse = await loadLighthouse()
  const results = []
  for (let i = 0; i < runs; i++) {
    const browser = await launchChromium(executablePath)
    try {
      const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const lhr = result?.lhr
      if (!lhr) throw new Error('lighthouse returned no result')
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      })
    } finally {
      await new Promise((resolve) => {
        if (browser.child.exitCode !== null) return resolve()
        browser.child.once('exit', resolve)
        browser.child.kill()
      })
      rmSync(browser.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    }
  }
  const sorted = [...results].sort((a, b) => a.score - b.score)
  const median = sorted[Math.floor(sorted.length / 2)]
  return { ...median, runs: results }
}

// `node bench/lighthouse.mjs <url>...`: the same audit alone, against a site already running (e.g. `pnpm start`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
  for (const url of process.argv.slice(2)) {
    const { score, lcpMs, tbtMs, runs: all } = await runLighthouse(chromium, url, runs)
    console.log(`${url}: performance score ${score}   LCP ${(lcpMs / 1000).toFixed(2)} s   TBT ${Math.round(tbtMs)} ms   (scores of all runs: ${all.map((r) => r.score).join(', ')})`)
  }
}
