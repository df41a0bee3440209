// A stake without allowance, three ways, same run: a wallet that batches (EIP-5792: approve +
// stake in one wallet_sendCalls), the permit path (one EIP-2612 signature + stakeWithPermit), and the
// two-step path (approve, then stake: a wallet that cannot sign typed data). For each: the wallet prompts
// the person answers, the transactions mined, and the time from the click on Stake to the stake
// confirmed on the page (the form clears its amount on the stake's receipt). @stardust/test-wallet
// answers every prompt at once, so the times are the site's and the chain's, not a person's.
// Figures only, no pass/fail.
//
// Runs on the e2e chains (e2e/serve.mjs) and the site built for them: fixed ports 8650/8651 by default
// (E2E_CHAIN_PORT moves them; the build must use the same), so run it under the bench lock:
// `flock /tmp/stardust-bench.lock node bench/stakePaths.mjs`.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { createTestWallet } from '@stardust/test-wallet'
import { createTestClient, encodeAbiParameters, http, keccak256, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startE2eServer } from './confirmed.mjs'
import { pickPort, stopServer } from './servers.mjs'

const RUNS = Number(process.env.BENCH_STAKE_RUNS ?? 3)
const CHAIN_PORT = Number(process.env.E2E_CHAIN_PORT || 8650)
const MANTLE = { id: 5000, rpcUrl: `http://127.0.0.1:${CHAIN_PORT}` }
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const PROMPTS = ['wallet_sendCalls', 'eth_signTypedData_v4', 'eth_sendTransaction']

const PATHS = [
  { name: 'batch (EIP-5792, one wallet_sendCalls)', setUp: (wallet) => wallet.setBatching({ atomic: 'supported' }) },
  { name: 'permit (signature + stakeWithPermit)', setUp: () => undefined },
  { name: 'two-step (approve, then stake)', setUp: (wallet) => wallet.failTypedData('unsupported') },
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A new key with 10 native coins and 1,000 STAR (OpenZeppelin's ERC20 balances live in slot 0). */
async function freshKey() {
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  const { token } = JSON.parse(readFileSync(join(web, '.data/e2e-chains/deployments.json'), 'utf8'))[MANTLE.id]
  const client = createTestClient({ mode: 'hardhat', transport: http(MANTLE.rpcUrl) })
  await client.setBalance({ address, value: parseEther('10') })
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, 0n]))
  await client.setStorageAt({ address: token, index: slot, value: toHex(parseEther('1000'), { size: 32 }) })
  return key
}

async function openStake(page, wallet, baseUrl) {
  await page.goto(`${baseUrl}/stake`)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByTestId(`rk-wallet-option-${wallet.info.rdns}`).click()
  const sign = page.getByTestId('rk-auth-message-button')
  for (let i = 0; i < 400 && wallet.signatureCount === 0; i++) {
    if (await sign.isEnabled().catch(() => false)) await sign.click().catch(() => undefined)
    await page.waitForTimeout(50)
  }
  await page.getByTestId('stake-panel').and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 })
}

async function measurePath(browser, baseUrl, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const site = new URL(baseUrl).host
  // Other chains' RPCs are not part of this measure: refused at once.
  await context.route((url) => url.host !== site && url.host !== new URL(MANTLE.rpcUrl).host, (route) => route.abort())
  const wallet = createTestWallet({ privateKeys: [await freshKey()], chains: [MANTLE], chainId: MANTLE.id })
  await wallet.attach(context)
  path.setUp(wallet)
  const page = await context.newPage()
  const rows = []
  try {
    await openStake(page, wallet, baseUrl)
    for (let run = 0; run < RUNS + 1; run++) {
      wallet.resetCounts()
      const batchesBefore = wallet.sentBatches.reduce((sum, batch) => sum + batch.hashes.length, 0)
      await page.getByTestId('stake-amount-input').fill('10')
      const start = Date.now()
      await page.getByTestId('stake-submit').click()
      await page.getByTestId('stake-amount-input').and(page.locator('[value=""]')).waitFor({ timeout: 120_000 })
      const ms = Date.now() - start
      const prompts = PROMPTS.reduce((sum, method) => sum + wallet.requestCount(method), 0)
      const batchTransactions = wallet.sentBatches.reduce((sum, batch) => sum + batch.hashes.length, 0) - batchesBefore
      const transactions = wallet.requestCount('eth_sendTransaction') + batchTransactions
      if (run > 0) rows.push({ ms, prompts, transactions }) // run 0 warms the page up
      await page.getByTestId('stake-submit').and(page.locator(':enabled')).waitFor()
    }
  } finally {
    await context.close()
  }
  return { name: path.name, runs: rows.length, prompts: rows[0]?.prompts, transactions: rows[0]?.transactions, medianMs: median(rows.map((row) => row.ms)), all: rows.map((row) => row.ms) }
}

export async function measureStakePaths(baseUrl, chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS })
  try {
    const results = []
    for (const path of PATHS) results.push(await measurePath(browser, baseUrl, path))
    return results
  } finally {
    await browser.close()
  }
}

export function printStakePaths(results) {
  const base = results.find((row) => row.name.startsWith('permit')) ?? results[0]
  console.log(`\nStake without allowance, click -> stake confirmed on the page (${results[0]?.runs} stakes each, automine, prompts answered at once):`)
  for (const row of results) {
    const ratio = (row.medianMs / base.medianMs).toFixed(2)
    console.log(`  ${row.name.padEnd(42)} prompts ${row.prompts}   transactions ${row.transactions}   median ${row.medianMs} ms (${ratio}x permit; all: ${row.all.join(', ')} ms)`)
  }
}

async function main() {
  const port = await pickPort()
  const server = await startE2eServer(port)
  try {
    printStakePaths(await measureStakePaths(`http://127.0.0.1:${port}`))
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
