// The scripts each page loads, per kind of visitor (first visit; returning with a saved injected wallet or
// WalletConnect; signed in with the test wallet), and which of them carry the same module twice: a module of the
// build in two loaded chunks is downloaded twice (Turbopack runs it once). Markers name modules to follow, e.g.
// wallet-auth's core. Sizes are gzip level 6 of every script the page asked for (a later page of the same visitor
// may take some from the cache). `node bench/pageScripts.mjs <origin> [marker...]` against `next start` of the build in
// NEXT_DIST_DIR (default .next); the server needs NEXTAUTH_URL=<origin> for the signed-in visitor.
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { createTestWallet } from '@stardust/test-wallet'
import { generatePrivateKey } from 'viem/accounts'
import { chunkModules, browserScripts } from '../e2e/bundleModules.mjs'
import { launchBench } from './measureJs.mjs'

const PAGES = ['/', '/stake', '/claim']
const QUIET_MS = 3_000

/** Loads `url` in `context` and waits until no script has arrived for QUIET_MS: the /_next/static scripts asked for. */
async function scriptsOf(context, url) {
  const page = await context.newPage()
  const urls = new Set()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === 'script' && pathname.startsWith('/_next/static/')) urls.add(pathname.slice('/_next/static/'.length))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  for (let seen = -1; seen !== urls.size; seen = urls.size) await page.waitForTimeout(QUIET_MS)
  return { page, files: [...urls] }
}

/** What a set of loaded chunks holds: per marker the chunks carrying it, and the modules present twice. */
function describe(files, scripts, markers) {
  const seen = new Set()
  let twice = 0
  let twiceGzip = 0
  const carriers = Object.fromEntries(markers.map((marker) => [marker, []]))
  let gzip = 0
  for (const file of files) {
    gzip += gzipSync(scripts.get(file) ?? '', { level: 6 }).length
    for (const [id, source] of chunkModules(scripts.get(file) ?? '') ?? []) {
      for (const marker of markers) if (source.includes(marker)) carriers[marker].push(path.basename(file))
      if (seen.has(id)) {
        twice += 1
        twiceGzip += gzipSync(source, { level: 6 }).length
      } else seen.add(id)
    }
  }
  return { scripts: files.length, kb: +(gzip / 1024).toFixed(1), carriers, twice, twiceKb: +(twiceGzip / 1024).toFixed(1) }
}

export async function measurePageScripts(executablePath, origin, markers, distDir) {
  const scripts = browserScripts(distDir)
  const browser = await launchBench(executablePath)
  const rows = []
  const record = (visitor, pathName, files) => rows.push({ visitor, path: pathName, ...describe(files, scripts, markers) })
  try {
    for (const pathName of PAGES) {
      const context = await browser.newContext()
      record('first visit', pathName, (await scriptsOf(context, origin + pathName)).files)
      await context.close()
    }
    for (const connector of ['injected', 'walletConnect']) {
      const context = await browser.newContext()
      await context.addInitScript((id) => window.localStorage.setItem('wagmi.recentConnectorId', JSON.stringify(id)), connector)
      for (const pathName of PAGES) record(`returning, saved ${connector}`, pathName, (await scriptsOf(context, origin + pathName)).files)
      await context.close()
    }
    const context = await browser.newContext()
    const wallet = createTestWallet({ privateKeys: [generatePrivateKey()], chains: [{ id: 1 }, { id: 5000 }, { id: 42161 }], chainId: 1 })
    await wallet.attach(context)
    await signIn(context, origin, wallet)
    for (const pathName of PAGES) {
      const { page, files } = await scriptsOf(context, origin + pathName)
      record('signed in (new tab)', pathName, files)
      await page.close()
    }
    await context.close()
  } finally {
    await browser.close()
  }
  return rows
}

/** Connect Wallet -> the test wallet -> Sign message, until wallet-auth stored a token. */
async function signIn(context, origin, wallet) {
  const { page } = await scriptsOf(context, `${origin}/stake`)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByTestId(`rk-wallet-option-${wallet.info.rdns}`).click()
  const stored = () => page.evaluate(() => (window.localStorage.getItem('wallet-auth:accounts') ?? '').includes('.'))
  for (const started = Date.now(); !(await stored()); ) {
    if (Date.now() - started > 60_000) throw new Error('the test wallet did not sign in within 60 s')
    const button = page.getByTestId('rk-auth-message-button')
    if (await button.isEnabled({ timeout: 500 }).catch(() => false)) await button.click({ timeout: 1_000 }).catch(() => undefined)
    await page.waitForTimeout(250)
  }
  await page.close()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...markers] = process.argv.slice(2)
  if (!origin) throw new Error('usage: node bench/pageScripts.mjs <origin> [marker...]')
  const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')
  const rows = await measurePageScripts(process.env.CHROMIUM_PATH || '/usr/bin/chromium', origin, markers, distDir)
  for (const row of rows) {
    const carried = markers.map((marker) => `${marker}: ${row.carriers[marker].length}`).join(', ')
    console.log(`${`${row.visitor} ${row.path}`.padEnd(34)} ${String(row.scripts).padStart(3)} scripts, ${row.kb} KB gzip; ${carried}; modules loaded twice: ${row.twice} (${row.twiceKb} KB gzip)`)
  }
}
