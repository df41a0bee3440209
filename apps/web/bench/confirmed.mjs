// Receipt -> "Transaction confirmed." bench: 10 purchases on the e2e chains (e2e/serve.mjs:
// hardhat nodes with Mantle's and Arbitrum One's ids, automine), with every other chain's RPC unreachable
// (requests held unanswered, the Arbitrum-id node included). For each buy: from the moment the page's
// eth_getTransactionReceipt answer holding the receipt arrived, to the moment the words were on the page.
// Figures only, no pass/fail.
//
// The site must be built with NEXT_PUBLIC_RPC_MANTLE=http://127.0.0.1:8650,http://localhost:8650 NEXT_PUBLIC_RPC_ARBITRUM=http://127.0.0.1:8651
// (run.mjs does), and the chains use the e2e suite's fixed ports: run it under the e2e lock, e.g.
// `flock /tmp/stardust-e2e.lock node bench/confirmed.mjs`.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { createTestWallet } from '@stardust/test-wallet'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { pickPort, stopServer } from './servers.mjs'

const RUNS = Number(process.env.BENCH_CONFIRMED_RUNS ?? 10)
const MANTLE = { id: 5000, rpcUrl: 'http://127.0.0.1:8650' }
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const CONFIRMED = 'Transaction confirmed.'
const web = join(dirname(fileURLToPath(import.meta.url)), '..')
// Hardhat development account 14: funded with the chain's native currency, used by no e2e spec.
const key = toHex(mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 14 }).getHdKey().privateKey)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** e2e/serve.mjs: the two chains, deployed and seeded, then `next start`; resolved once the site answers. */
export async function startE2eServer(port) {
  const dataDir = join(tmpdir(), `stardust-bench-confirmed-${process.pid}`)
  const child = spawn(process.execPath, [join(web, 'e2e/serve.mjs'), '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: web,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STARDUST_SINGLE_INSTANCE: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-0123456789abcdef0123456789abcdef',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      STARDUST_DATA_DIR: dataDir,
    },
  })
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`e2e/serve.mjs exited with ${child.exitCode} (chain ports 8650/8651 taken?)`)
    if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status < 500, () => false)) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`e2e/serve.mjs did not answer on ${port}`)
}

/** Connects the test wallet on /purchase and signs in (the sign-in button is pressed until the wallet signs). */
async function openPurchase(page, wallet, baseUrl) {
  await page.goto(`${baseUrl}/purchase`)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByTestId(`rk-wallet-option-${wallet.info.rdns}`).click()
  const sign = page.getByTestId('rk-auth-message-button')
  for (let i = 0; i < 400 && wallet.signatureCount === 0; i++) {
    if (await sign.isEnabled().catch(() => false)) await sign.click().catch(() => undefined)
    await page.waitForTimeout(50)
  }
  await page.getByTestId('purchase-panel').and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 })
}

export async function measureConfirmed(baseUrl, chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS })
  const gaps = []
  let held = 0
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const site = new URL(baseUrl).host
    // Every other chain unreachable: requests to anything but the site and the Mantle-id node are never answered.
    await context.route((url) => url.host !== site && url.host !== new URL(MANTLE.rpcUrl).host, () => void (held += 1))
    // Both moments taken in the page, on one clock (performance.now()): when the JSON-RPC answer holding the
    // receipt arrived (viem's fetch resolved; its body checked after), and when the words are on the page.
    await context.addInitScript((words) => {
      const fetch = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const response = await fetch(input, init)
        const at = performance.now()
        if (typeof init?.body === 'string' && init.body.includes('eth_getTransactionReceipt') && window.__receiptAt === undefined) {
          void response.clone().text().then((text) => {
            if (text.includes('"blockHash"') && window.__receiptAt === undefined) window.__receiptAt = at
          })
        }
        return response
      }
      new MutationObserver(() => {
        const line = document.querySelector('[data-testid="buy-tx"]')
        // The previous buy's words stay until this one's flow changes them: count only words seen after that.
        if (line?.textContent !== words) window.__armed = true
        else if (window.__armed && window.__confirmedAt === undefined) window.__confirmedAt = performance.now()
      }).observe(document, { subtree: true, childList: true, characterData: true })
    }, CONFIRMED)
    const wallet = createTestWallet({ privateKeys: [key], chains: [MANTLE], chainId: MANTLE.id })
    await wallet.attach(context)
    const page = await context.newPage()
    await openPurchase(page, wallet, baseUrl)
    for (let run = 0; run < RUNS + 1; run++) {
      await page.evaluate(() => {
        window.__confirmedAt = undefined
        window.__receiptAt = undefined
        window.__armed = false
      })
      await page.getByTestId('buy-receive-input').fill('1')
      await page.getByTestId('buy-submit').click()
      await page.waitForFunction(() => window.__confirmedAt !== undefined, null, { timeout: 120_000 })
      await page.waitForFunction(() => window.__receiptAt !== undefined, null, { timeout: 5_000 }).catch(() => undefined)
      const { receiptAt, wordsAt } = await page.evaluate(() => ({ receiptAt: window.__receiptAt, wordsAt: window.__confirmedAt }))
      if (receiptAt === undefined) throw new Error('the page showed the words without reading a receipt')
      if (run > 0) gaps.push(wordsAt - receiptAt) // run 0 warms the page up
      await page.getByTestId('buy-submit').and(page.locator(':enabled')).waitFor()
    }
  } finally {
    await browser.close()
  }
  return { runs: gaps.length, medianMs: median(gaps), maxMs: Math.max(...gaps), gaps, heldRequests: held }
}

export function printConfirmed(result) {
  console.log(`\nReceipt -> '${CONFIRMED}' on the page (purchase on the Mantle-id node, every other chain's RPC unanswered), ${result.runs} transactions:`)
  console.log(`  median ${result.medianMs.toFixed(0)} ms   max ${result.maxMs.toFixed(0)} ms   (all: ${result.gaps.map((ms) => ms.toFixed(0)).join(', ')} ms)`)
  console.log(`  requests to unreachable chains held unanswered meanwhile: ${result.heldRequests}; goal: within 1 s of the receipt`)
}

async function main() {
  const port = await pickPort()
  const server = await startE2eServer(port)
  try {
    printConfirmed(await measureConfirmed(`http://127.0.0.1:${port}`))
  } finally {
    await stopServer(server)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
