import { gzipSync } from 'node:zlib'
import { chromium as playwrightChromium } from '@playwright/test'

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

// Strings that only the wallet stack carries (RainbowKit's storage keys, wagmi's store key).
const WALLET_MARKERS = ['rk-recent', 'wagmi.store', '@rainbow-me', 'WalletConnect']

/**
 * Loads `url` in a fresh browser context (a first-time visitor; `returning`, a wagmi connector id
 * such as 'injected' or 'walletConnect', makes it a browser that connected with that connector
 * before) and sums every /_next/static JavaScript file it downloads by network idle: raw bytes,
 * and gzip at level 6 (what `next start` serves).
 */
export async function measureJs(executablePath, url, options = {}) {
  const browser = await launchBench(executablePath)
  try {
    return await measureJsIn(browser, url, options)
  } finally {
    await browser.close()
  }
}

/** Chromium as the benches launch it. */
export function launchBench(executablePath) {
  return playwrightChromium.launch({ executablePath, args: LAUNCH_ARGS })
}

/** measureJs in a browser already running: a fresh context per page, so each is a first (or returning) visit. */
export async function measureJsIn(browser, url, { returning } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  // Nothing may leave the machine.
  await context.route((target) => !['127.0.0.1', 'localhost'].includes(target.hostname), (route) => route.abort())
  if (returning) {
    await context.addInitScript((connectorId) => {
      window.localStorage.setItem('wagmi.recentConnectorId', JSON.stringify(connectorId))
    }, returning)
  }
  const page = await context.newPage()
  const bodies = new Map()
  const pending = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!path.startsWith('/_next/static/') || !path.endsWith('.js')) return
    pending.push(
      response.body().then(
        (body) => bodies.set(path, body),
        () => undefined, // a response without a body (aborted): nothing downloaded
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  if (returning) await settleWalletStack(page, bodies, pending)
  await Promise.all(pending)
  let raw = 0
  let gzip = 0
  let walletCode = false
  const perFile = []
  for (const [path, body] of bodies) {
    raw += body.length
    const zipped = gzipSync(body, { level: 6 }).length
    gzip += zipped
    perFile.push({ path, gzip: zipped })
    const text = body.toString('utf8')
    if (WALLET_MARKERS.some((marker) => text.includes(marker))) walletCode = true
  }
  if (process.env.BENCH_VERBOSE === '1') for (const file of perFile.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${(file.gzip / 1024).toFixed(1)} KB ${file.path}`)
  await context.close()
  return { files: bodies.size, raw, gzip, walletCode }
}

const WALLET_WAIT_MS = 30_000
const QUIET_MS = 3_000

/**
 * A returning visitor's wallet stack loads after hydration, and network idle can come first on a busy machine:
 * wait until its code has arrived, then until no script has arrived for QUIET_MS (the stack's own lazy chunks).
 */
async function settleWalletStack(page, bodies, pending) {
  const hasWalletCode = async () => {
    await Promise.all(pending)
    return [...bodies.values()].some((body) => WALLET_MARKERS.some((marker) => body.toString('utf8').includes(marker)))
  }
  for (const started = Date.now(); !(await hasWalletCode()) && Date.now() - started < WALLET_WAIT_MS; ) await page.waitForTimeout(250)
  for (let seen = -1; seen !== pending.length; ) {
    seen = pending.length
    await page.waitForTimeout(QUIET_MS)
  }
}
