// Wallet sign-in bench: the time from "wallet connected" to "token stored" with an
// instantly signing test wallet on localhost, next to a baseline measured in the same run: the
// same three steps (nonce, sign, login) done straight from Node, with no browser and no React.
//
// Standalone: `node bench/wallet-signin.mjs` serves the existing build (NEXT_DIST_DIR or .next)
// on a port in 3200-3299; or import { measureSignIn } and pass the URL of a running site.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { createTestWallet } from '@stardust/test-wallet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const RUNS = Number(process.env.BENCH_SIGNIN_RUNS ?? 7)
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Nonce, personal_sign and login straight from Node: what the browser flow is compared with. */
async function baselineOnce(baseUrl) {
  const account = privateKeyToAccount(generatePrivateKey())
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` }
  const started = performance.now()
  const nonce = await (await fetch(`${baseUrl}/api/v1/user/nonce`, { method: 'POST', headers, body: JSON.stringify({ account: account.address, chainId: 1 }) })).json()
  const signedMsg = await account.signMessage({ message: nonce.data.message ?? nonce.data.nonce })
  const login = await fetch(`${baseUrl}/api/v1/user/login`, { method: 'POST', headers, body: JSON.stringify({ account: account.address, signedMsg }) })
  if (!(await login.json()).token) throw new Error('baseline login gave no token')
  return performance.now() - started
}

/**
 * One browser run: connect once (granting the site), drop the token, reload; wagmi reconnects
 * and wallet-auth's auto-login signs in. Read the page's marks connected -> token stored.
 */
async function browserOnce(browser, baseUrl) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.1` } })
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort())
  const wallet = createTestWallet({ privateKeys: [generatePrivateKey()] })
  await wallet.attach(context)
  const page = await context.newPage()
  try {
    await page.goto(`${baseUrl}/stake`)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await page.getByTestId(`rk-wallet-option-${wallet.info.rdns}`).click()
    const sign = page.getByTestId('rk-auth-message-button')
    for (let i = 0; i < 200 && wallet.signatureCount === 0; i++) {
      if (await sign.isEnabled().catch(() => false)) await sign.click().catch(() => undefined)
      await page.waitForTimeout(50)
    }
    await page.waitForFunction(() => (window.localStorage.getItem('wallet-auth:accounts') ?? '[]') !== '[]')
    await page.evaluate(() => window.localStorage.removeItem('wallet-auth:accounts'))
    await page.reload()
    await page.waitForFunction(() => performance.getEntriesByName('stardust:token-stored').length > 0, null, { timeout: 15_000 })
    return await page.evaluate(() => {
      const connected = performance.getEntriesByName('stardust:wallet-connected')[0]
      const stored = performance.getEntriesByName('stardust:token-stored')[0]
      return stored.startTime - connected.startTime
    })
  } finally {
    await context.close()
  }
}

export async function measureSignIn(baseUrl, chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS })
  const browserMs = []
  const baselineMs = []
  try {
    await browserOnce(browser, baseUrl) // warm-up: compiles routes, fills caches
    await baselineOnce(baseUrl)
    for (let i = 0; i < RUNS; i++) {
      browserMs.push(await browserOnce(browser, baseUrl))
      baselineMs.push(await baselineOnce(baseUrl))
    }
  } finally {
    await browser.close()
  }
  return { runs: RUNS, browserMedianMs: median(browserMs), baselineMedianMs: median(baselineMs), browserMs, baselineMs }
}

export function printSignIn(result) {
  const ratio = (result.browserMedianMs / result.baselineMedianMs).toFixed(1)
  console.log(`\nWallet connected -> token stored (instant test wallet, auto-login after reconnect), median of ${result.runs}:`)
  console.log(`  browser (wagmi + wallet-auth, incl. the spec's 100 ms auto-login delay) ${result.browserMedianMs.toFixed(0).padStart(5)} ms`)
  console.log(`  baseline (nonce + sign + login straight from Node)                   ${result.baselineMedianMs.toFixed(0).padStart(5)} ms   (browser ${ratio}x baseline)`)
  console.log(`  all browser runs: ${result.browserMs.map((ms) => ms.toFixed(0)).join(', ')} ms; goal under 300 ms`)
}

async function freePort() {
  for (let port = 3200 + Math.floor(Math.random() * 100), i = 0; i < 100; i++, port = 3200 + ((port - 3199) % 100)) {
    const free = await new Promise((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('no free port in 3200-3299')
}

async function main() {
  const web = join(dirname(fileURLToPath(import.meta.url)), '..')
  const port = await freePort()
  const server = spawn(process.execPath, [join(web, 'node_modules/next/dist/bin/next'), 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: web,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: '1', NEXT_TELEMETRY_DISABLED: '1', AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-0123456789abcdef0123456789abcdef', AUTH_TRUSTED_PROXIES: '1' },
  })
  try {
    const baseUrl = `http://127.0.0.1:${port}`
    for (let i = 0; i < 150; i++) {
      if (await fetch(baseUrl).then((r) => r.status < 500, () => false)) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    printSignIn(await measureSignIn(baseUrl))
  } finally {
    server.kill('SIGTERM')
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
