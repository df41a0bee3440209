// The Arabic pages as a holder meets them with a wallet, at 1280 px (desktop only: its claim takes one of the nine
// airdrop-listed Mantle accounts, and the suite's claim specs leave none for a second project): the sign-in dialog and its
// explanation, the site's own toast, the header signed in and the account view, a claim with its proof, the stake and
// buy forms with an amount typed and with an error, their fee and activity lines and toasts, the game, the Stardust
// page, a wrong network. In each state every amount reads number then unit, no Arabic is slanted and nothing leaves
// the screen sideways (rtlReading.ts); the pictures are kept (test-results/screenshots/rtl/) to be looked at.
import type { Page, TestInfo } from '@playwright/test'
import { formatInput } from '../../src/i18n/format/amounts'
import { ar } from '../../src/i18n/messages/ar'
import { expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS, E2E_CHAIN_IDS } from '../wallet/constants'
import { chooseTestWallet, storedToken } from '../wallet/fixtures'
import { READS_WELL, readingFindings } from './rtlReading'

const DIR = 'test-results/screenshots/rtl'
const MANTLE = 5000
const STAR = 10n ** 18n
const TX = { timeout: 30_000 }

function camera(page: Page, testInfo: TestInfo) {
  return async (name: string, fullPage = false) => {
    await page.evaluate(() => document.fonts.ready)
    expect({ name, ...(await readingFindings(page)) }).toEqual({ name, ...READS_WELL })
    // From the top: the fixed header is drawn where the page is scrolled to.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${DIR}/ar-${name}-${testInfo.project.name}.png`, fullPage })
  }
}

test('behavior: signed in, every Arabic state reads well: sign-in, claim, stake, buy, game, Stardust (pictures kept)', async ({ page, walletFor }, testInfo) => {
  test.setTimeout(300_000)
  const shot = camera(page, testInfo)
  const listed = takeDevAccount(MANTLE)
  const wallet = await walletFor(listed.key)

  // Sign in on a page of the site's shell: its own toast confirms it.
  await page.goto('/ar/stake')
  const signature = wallet.hold({ methods: ['personal_sign'] })
  await chooseTestWallet(page, ar.site.connectWallet)
  await signature.requested
  await expect(page.getByRole('dialog').getByTestId('sign-in-explained')).toBeVisible()
  await shot('sign-in-dialog')
  signature.approve()
  await expect.poll(() => storedToken(page, wallet.address), { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS }).toBeTruthy()
  await expect(page.locator('.sd-toast')).toBeVisible()
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await shot('stake-signed-in-toast')

  // The account view.
  await page.getByTestId('rk-account-button').click()
  await expect(page.getByTestId('rk-disconnect-button')).toBeVisible()
  await shot('account-modal')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rk-disconnect-button')).toHaveCount(0)

  // Stake: an error, then an amount with its fee, then the transaction and its activity line.
  await page.getByTestId('stake-amount-input').fill(formatInput(10n ** 9n * STAR, 'ar'))
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-amount-problem').or(page.getByTestId('stake-error'))).toBeVisible()
  await shot('stake-error', true)
  await page.getByTestId('stake-amount-input').fill(formatInput(12n * STAR + STAR / 2n, 'ar'))
  await expect(page.getByTestId('stake-fee')).toBeVisible({ timeout: 15_000 })
  await shot('stake-fee', true)
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-tx')).toHaveText(ar.tx.status.confirmed, TX)
  await shot('stake-confirmed', true)

  // Claim, with its proof.
  await page.goto('/ar/claim-mantle')
  const state = page.getByTestId('claim-state')
  await expect(state).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await page.waitForLoadState('networkidle')
  await shot('claim-eligible', true)
  await page.getByTestId('claim-button').click()
  await expect(state).toHaveAttribute('data-state', 'claimed', TX)
  await shot('claim-claimed', true)

  // Buy: more than the wallet holds, then an amount with what it buys and its fee, then the transaction.
  await page.goto('/ar/purchase')
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await page.getByTestId('buy-pay-input').fill('20000')
  await expect(page.getByTestId('buy-refusal')).toBeVisible()
  await shot('purchase-error', true)
  await page.getByTestId('buy-pay-input').fill(formatInput(10n ** 16n, 'ar'))
  await expect(page.getByTestId('buy-receive-input')).toHaveValue(formatInput(100n * STAR, 'ar'))
  await page.waitForLoadState('networkidle')
  await shot('purchase-typed', true)
  await page.getByTestId('buy-submit').click()
  await expect(page.getByTestId('buy-tx')).toHaveText(ar.tx.status.confirmed, TX)
  await shot('purchase-confirmed', true)

  // The Stardust page, signed in.
  await page.goto('/ar/stardust')
  await expect(page.getByTestId('stardust-account')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await page.waitForLoadState('networkidle')
  await shot('stardust-signed-in', true)

  // The game, for Stardust, paused.
  await page.goto('/ar/game-test')
  const play = page.getByTestId('game-play-stardust')
  await expect(play).toHaveText(ar.game.playForStardust, { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await shot('game-signed-in')
  await play.click()
  await expect(page.locator('.game')).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 })
  await page.keyboard.press('KeyP')
  await expect(page.getByRole('status').filter({ hasText: ar.game.paused })).toBeVisible()
  await shot('game-paused')

  // A network the site does not serve.
  await page.goto('/ar/stake')
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await wallet.switchChain(E2E_CHAIN_IDS.unsupported)
  await expect(page.getByTestId('rk-wrong-network-button')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await shot('stake-wrong-network', true)
  await page.getByTestId('rk-wrong-network-button').click()
  await expect(page.locator('[data-rk] [role="dialog"]')).toBeVisible()
  await shot('wrong-network-modal')
})
