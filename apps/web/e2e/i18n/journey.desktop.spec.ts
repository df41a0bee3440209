// The whole journey in Spanish and in Arabic, in Chromium on the e2e chains: connect and sign in from the page's
// own button, claim an airdrop, stake, buy, start a game for Stardust, see the Stardust page. Every text the test
// waits for comes from the page's catalog, amounts from the site's formatter in that language, and every page on
// the way, signed in, holds no English left and no missing key.
import { starStakingAbi, starTokenAbi } from '@stardust/contracts'
import { privateKeyToAccount } from 'viem/accounts'
import { fill } from '../../src/i18n/fill'
import { formatAmount, formatInput } from '../../src/i18n/format/amounts'
import type { Locale } from '../../src/i18n/locales'
import { ar } from '../../src/i18n/messages/ar'
import { es419 } from '../../src/i18n/messages/es-419'
import type { Messages } from '../../src/i18n/messages/types'
import { localePath } from '../../src/i18n/paths'
import { chainClient, e2eDeployment, expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { findingsOn, type PageFindings } from './pageTexts'

const MANTLE = 5000
const STAR = 10n ** 18n

const journeys: { locale: Locale; m: Messages; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'es-419', m: es419, dir: 'ltr' },
  { locale: 'ar', m: ar, dir: 'rtl' },
]

for (const { locale, m, dir } of journeys) {
  test(`default: the whole journey in ${locale}: connect, sign in, claim, stake, buy, game, Stardust`, async ({ page, walletFor }) => {
    test.setTimeout(240_000) // a sign-in, three transactions and six page loads on two busy cores
    const listed = takeDevAccount(MANTLE)
    const account = privateKeyToAccount(listed.key).address
    const wallet = await walletFor(listed.key)
    const { token, staking } = e2eDeployment(MANTLE)
    const client = chainClient(MANTLE)
    const starOf = () => client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
    const star = (wei: bigint) => `${formatAmount(wei, locale)} STAR`
    const found: PageFindings[] = []
    const noEnglish = async () => {
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      const findings = await findingsOn(page, m)
      if (findings) found.push(findings)
    }
    const open = async (path: string) => {
      await page.goto(localePath(locale, path))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    }

    // Connect and sign in, in the language (the connect button and the sign-in dialog speak it).
    await open('/claim-mantle')
    await expect(page.getByTestId('claim-state')).toContainText(m.claims.connectPrompt)
    await connectAndSignIn(page, wallet, m.site.connectWallet)
    expect(wallet.requestCount('personal_sign')).toBe(1)

    // Claim.
    const state = page.getByTestId('claim-state')
    await expect(state).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(state).toContainText(m.claims.eligible)
    const airdrop = BigInt(listed.airdropStar) * STAR
    await expect(page.getByTestId('claim-amount')).toHaveText(star(airdrop))
    await noEnglish()
    const beforeClaim = await starOf()
    await page.getByTestId('claim-button').click()
    await expect(state).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 })
    await expect(state).toContainText(m.claims.claimed)
    await expect(state).toContainText(fill(m.claims.claimedLine, { amount: formatAmount(airdrop, locale) }))
    expect((await starOf()) - beforeClaim).toBe(airdrop)
    await noEnglish()

    // Stake: the session carries over to the next page, no second signature.
    await open('/stake')
    await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    const stakedBefore = await client.readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })
    await expect(page.getByTestId('stake-wallet-balance')).toHaveText(star(await starOf()))
    await noEnglish()
    await page.getByTestId('stake-amount-input').fill(formatInput(12n * STAR + STAR / 2n, locale))
    await page.getByTestId('stake-submit').click()
    await expect(page.getByTestId('stake-staked')).toHaveText(star(stakedBefore + 12n * STAR + STAR / 2n), { timeout: 20_000 })
    await noEnglish()

    // Buy: the price in MNT, typed in the language's decimal mark.
    await open('/purchase')
    await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(page.getByTestId('buy-price')).toHaveText(`${formatAmount(10n ** 14n, locale)} MNT`)
    const beforeBuy = await starOf()
    await page.getByTestId('buy-pay-input').fill(formatInput(10n ** 16n, locale))
    await expect(page.getByTestId('buy-receive-input')).toHaveValue(formatInput(100n * STAR, locale))
    await noEnglish()
    await page.getByTestId('buy-submit').click()
    await expect(page.getByTestId('buy-tx')).toHaveText(m.tx.status.confirmed, { timeout: 20_000 })
    expect((await starOf()) - beforeBuy).toBe(100n * STAR)
    await noEnglish()

    // The game: a game for Stardust starts on the server's session, and pauses in the language.
    await open('/game-test')
    const play = page.getByTestId('game-play-stardust')
    await expect(play).toHaveText(m.game.playForStardust, { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await noEnglish()
    await play.click()
    await expect(page.locator('.game')).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 })
    await page.keyboard.press('KeyP')
    await expect(page.getByRole('status').filter({ hasText: m.game.paused })).toBeVisible()
    await noEnglish()

    // The Stardust page, signed in.
    await open('/stardust')
    await expect(page.getByTestId('stardust-account')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(page.getByTestId('stardust-account')).toContainText(m.stardust.account.heading)
    await noEnglish()

    expect(wallet.requestCount('personal_sign')).toBe(1)
    expect(found).toEqual([])
  })
}
