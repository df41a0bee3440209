// /stardust end to end: a game played with the keyboard while signed in is credited and appears on
// /stardust in another tab with no second signature; staking on the Mantle-id chain, once its clock
// has moved, is credited by the visit's sync; a visitor sees the leaderboard without wallet code;
// the server's 503 is said in words and retried; a revoked token signs in again once (retryLogin).
import { starStakingAbi, starTokenAbi } from '@stardust/contracts'
import { GAME_MAX_TICKS, GAME_TICK_HZ } from '@stardust/game'
import type { Page } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import { parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { en } from '../../src/i18n/messages/en'
import { connectAndSignIn } from '../wallet/fixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { proofInPage } from '../wallet/pageProof'
import { advanceChainTime, CHAIN_WIDE, chainClient, chainWallet, e2eDeployment, expect, test } from '../onchain/chainFixtures'

const MANTLE = 5000
// Each test signs in with an account of its own (fundedKey: outside the airdrop, never credited before).

const account = (page: Page) => page.getByTestId('stardust-account')

async function signInOn(page: Page, path: string, key: Hex, walletFor: (key: Hex) => Promise<TestWallet>) {
  const wallet = await walletFor(key)
  await page.goto(path)
  const token = await connectAndSignIn(page, wallet)
  return { wallet, token, address: privateKeyToAccount(key).address.toLowerCase() }
}

/** Sweeps the ship across the field for the whole game (real time): it catches stardust on the way. */
async function playSweeping(page: Page) {
  const result = page.getByTestId('game-result')
  const deadline = Date.now() + (GAME_MAX_TICKS / GAME_TICK_HZ + 15) * 1000
  for (let i = 0; Date.now() < deadline && !(await result.isVisible()); i++) {
    const key = i % 2 === 0 ? 'ArrowLeft' : 'ArrowRight'
    await page.keyboard.down(key)
    if (i % 3 === 0) await page.keyboard.press('Space') // a dash now and then gets out of the debris' way
    await page.waitForTimeout(700)
    await page.keyboard.up(key)
  }
  await expect(result).toBeVisible({ timeout: 15_000 })
}

/**
 * Games the sweep may play: each session's field is random, and now and then debris ends a game before the
 * sweep has caught anything (earned 0). What this test is about is the credit of a game that earned some.
 */
const GAMES_AT_MOST = 3

test('default: a game played with the keyboard is credited and appears on /stardust in another tab, with no second signature', async ({ page, context, walletFor, fundedKey }) => {
  test.setTimeout(GAMES_AT_MOST * 90_000) // a whole game runs in real time (60 s)
  const { wallet, address } = await signInOn(page, '/game-test', fundedKey, walletFor)
  expect(wallet.requestCount('personal_sign')).toBe(1)

  let earned = 0
  for (let game = 1; earned === 0 && game <= GAMES_AT_MOST; game++) {
    const play = game === 1 ? page.getByTestId('game-play-stardust') : page.getByTestId('game-result').getByRole('button', { name: en.game.playForStardust })
    await play.click()
    await expect(page.locator('.game')).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 })
    await playSweeping(page)
    await expect(page.getByTestId('game-stardust')).toBeVisible({ timeout: 15_000 })
    earned = Number(await page.getByTestId('game-stardust').textContent())
  }
  const balance = Number(await page.getByTestId('game-balance').textContent())
  expect(earned).toBeGreaterThan(0)

  const other = await context.newPage()
  await other.goto('/stardust')
  await expect(account(other)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(other.getByTestId('stardust-balance')).toHaveText(balance.toLocaleString('en-US'))
  await expect(other.getByTestId('stardust-rank')).toHaveText(/^#\d+$/)
  await expect(other.getByTestId('stardust-game-today')).toHaveText(`${earned.toLocaleString('en-US')} of 1,000`)
  const entry = other.getByTestId('stardust-entry').first()
  await expect(entry).toHaveAttribute('data-source', 'game')
  await expect(entry).toContainText(`+${earned.toLocaleString('en-US')}`)
  await expect(entry.getByRole('link')).toHaveAttribute('href', /^\/game-test\?session=/)
  // The staking sync of this visit ran and found nothing to credit (no stake on any chain).
  await expect(other.getByTestId('stardust-sync')).toHaveAttribute('data-state', 'done', { timeout: 20_000 })
  await expect(other.getByTestId('stardust-sync')).toHaveText('Staking points are up to date.')
  // The leaderboard is rendered by the server for the page the other tab opened: this account is on it.
  await expect(other.locator(`[data-testid="leaderboard-row"][data-account="${address}"]`)).toBeVisible()
  expect(wallet.requestCount('personal_sign')).toBe(1)
})

test('behavior: STAR staked on the Mantle-id chain, once its clock moves, is credited by the visit’s sync and listed with a link to /stake', { tag: CHAIN_WIDE }, async ({ page, walletFor, fundedKey }) => {
  test.setTimeout(120_000)
  const staker = chainWallet(MANTLE, fundedKey)
  const client = chainClient(MANTLE)
  const { token, staking } = e2eDeployment(MANTLE)
  const amount = parseEther('100')
  // A plain approve + stake from the account itself; moving the chain's clock makes this test CHAIN_WIDE.
  await client.waitForTransactionReceipt({ hash: await staker.writeContract({ address: token, abi: starTokenAbi, functionName: 'approve', args: [staking!, amount] }) })
  await client.waitForTransactionReceipt({ hash: await staker.writeContract({ address: staking!, abi: starStakingAbi, functionName: 'stake', args: [amount] }) })
  await advanceChainTime(MANTLE, 4 * 3600) // 100 STAR for 4 h at 10 Stardust per STAR-day: about 166

  await signInOn(page, '/stardust', fundedKey, walletFor)
  const sync = page.getByTestId('stardust-sync')
  await expect(sync).toHaveAttribute('data-state', 'done', { timeout: 30_000 })
  const credited = Number((await sync.textContent())!.match(/\+([\d,]+)/)![1]!.replace(/,/g, ''))
  expect(credited).toBeGreaterThanOrEqual(166)
  // The balance read again after the sync: the staking entry is there, linking to its source.
  await expect(page.getByTestId('stardust-balance')).toHaveText(credited.toLocaleString('en-US'))
  const entry = page.getByTestId('stardust-entry').first()
  await expect(entry).toHaveAttribute('data-source', 'staking')
  await expect(entry.getByRole('link')).toHaveText(/^Staking on /)
  await expect(entry.getByRole('link')).toHaveAttribute('href', '/stake')
})

test('behavior: a visitor who is not connected sees the leaderboard and what Stardust is, with no wallet code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/stardust')
  await expect(page.getByTestId('stardust-leaderboard')).toHaveAttribute('data-state', 'ready')
  await expect(page.getByTestId('stardust-about')).toContainText('What Stardust is')
  await expect(account(page)).toHaveAttribute('data-state', 'disconnected')
  await expect(account(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))
  expect(bodies.some((body) => body.includes('rk-recent'))).toBe(false) // RainbowKit
  expect(bodies.some((body) => body.includes('allowAbsoluteUrls'))).toBe(false) // axios (api-client)
})

test('behavior: the server answering 503 is said in words, and Try again reads the balance once it answers', async ({ page, walletFor, fundedKey }) => {
  // The site's API route is made to fail in this page only; the real server answers the retry.
  await page.route('**/api/v1/stardust/me**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', headers: { 'retry-after': '1' }, body: JSON.stringify({ error: { code: 'store_unavailable', message: 'The database is unavailable; try again shortly' } }) }),
  )
  await signInOn(page, '/stardust', fundedKey, walletFor)
  await expect(account(page)).toHaveAttribute('data-state', 'error', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('stardust-error')).toHaveText('The Stardust server is not answering right now.')
  await page.unroute('**/api/v1/stardust/me**')
  await account(page).getByRole('button', { name: 'Try again' }).click()
  await expect(account(page)).toHaveAttribute('data-state', 'ready')
  await expect(page.getByTestId('stardust-balance')).toHaveText('0')
  await expect(page.getByTestId('stardust-rank')).toHaveText('Not ranked yet')
})

test('behavior: a revoked token gets one retryLogin (one more signature) and one repeat, then the balance shows', async ({ page, context, walletFor, fundedKey }) => {
  const { wallet, token } = await signInOn(page, '/stake', fundedKey, walletFor)
  // Revoke the stored token on the server (POST user/logout) behind the page's back, with a proof of
  // the page's own key: the token is DPoP-bound.
  const url = new URL('/api/v1/user/logout', page.url()).href
  const proof = await proofInPage(page, wallet.address, 'POST', url, token)
  const logout = await context.request.post(url, { headers: { authorization: `DPoP ${token}`, dpop: proof } })
  expect(logout.status()).toBe(204)
  const answers: number[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/stardust/me')) answers.push(response.status())
  })
  await page.goto('/stardust')
  await expect(account(page)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  expect(wallet.requestCount('personal_sign')).toBe(2)
  expect(answers.slice(0, 2)).toEqual([401, 200])
})
