// The set-up and the checks the sign-in explanation specs share (signInAutoLogin, signInOtherTab): a returning
// holder whose wallet reconnects without a token opens two tabs at once, auto-login asks the wallet in one of
// them, and the sheet of each tab explains the message the wallet received.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import type { TestWallet, TestWalletHold } from '@stardust/test-wallet'
import { getAddress, hexToString, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { fill } from '../../src/i18n/fill'
import { formatChainTime } from '../../src/i18n/format/dates'
import type { Locale } from '../../src/i18n/locales'
import type { Messages } from '../../src/i18n/messages/types'
import { listedChainName } from '../../src/wallet/siteChains'
import { E2E_CHAINS } from '../chains'
import { connectAndSignIn, expect } from '../wallet/fixtures'

/** The local Mantle chain of the e2e server (a hardhat node): the wallet signs in on it. */
export const CHAIN_ID = E2E_CHAINS.mantle.chainId

/** Keeps the wallet's connection (wagmi's storage, the site's permission) and drops every token: auto-login asks on the next load. */
export async function dropTokens(page: Page) {
  await page.evaluate(() => window.localStorage.removeItem('wallet-auth:accounts'))
}

export type TwoTabsAsked = {
  tabs: Page[]
  /** The wallet's prompt, held open until the test approves or rejects it. */
  signature: TestWalletHold
  /** The message the wallet received, as viem reads it. */
  parsed: ReturnType<typeof parseSiweMessage>
}

/**
 * Signs in once on `path` (connected, on the e2e Mantle chain), drops the token and closes that page; then two
 * tabs load `path` at once: one asks the wallet to sign (held open), the other waits for that one signature. The
 * message asked for names this site, the wallet's address and the chain. Counts of the wallet start from there.
 */
export async function twoTabsAskedToSign(context: BrowserContext, page: Page, wallet: TestWallet, path: string, m: Messages): Promise<TwoTabsAsked> {
  wallet.addChain(CHAIN_ID, E2E_CHAINS.mantle.rpcUrl)
  await wallet.switchChain(CHAIN_ID)
  await page.goto(path)
  await connectAndSignIn(page, wallet, m.site.connectWallet)
  await dropTokens(page)
  await page.close()
  wallet.resetCounts()

  const signature = wallet.hold({ methods: ['personal_sign'] })
  const tabs = await Promise.all([0, 1].map(() => context.newPage()))
  await Promise.all(tabs.map((tab) => tab.goto(path)))
  const { params } = await signature.requested
  const parsed = parseSiweMessage(hexToString((params as [Hex, string])[0]))
  expect(parsed).toMatchObject({ domain: new URL(tabs[0]!.url()).host, address: getAddress(wallet.address), chainId: CHAIN_ID })
  return { tabs, signature, parsed }
}

/** The sheet's words are those of the message the wallet received (`parsed`), not of one the tab made up. */
export async function expectExplains(sheet: Locator, parsed: TwoTabsAsked['parsed'], m: Messages, locale: Locale): Promise<void> {
  await expect(sheet).toContainText(m.signIn.intro)
  await expect(sheet.getByTestId('sign-in-explained-domain')).toHaveText(fill(m.signIn.domain, { domain: parsed.domain as string }))
  await expect(sheet.getByTestId('sign-in-explained-address')).toHaveText(fill(m.signIn.address, { address: parsed.address as string }))
  await expect(sheet.getByTestId('sign-in-explained-address').locator('bdi')).toHaveAttribute('dir', 'ltr')
  await expect(sheet.getByTestId('sign-in-explained-chain')).toHaveText(fill(m.signIn.chain, { chain: listedChainName(CHAIN_ID) as string }))
  const until = formatChainTime(BigInt(Math.floor((parsed.expirationTime as Date).getTime() / 1000)), locale)
  await expect(sheet.getByTestId('sign-in-explained-expiry')).toHaveText(`${m.signIn.expiry} ${fill(m.signIn.validUntil, { time: until })}`)
  await expect(sheet).toContainText(m.signIn.noFunds)
}

/** The sheet in sight whole, on the screen, nothing scrolls sideways; and whether it holds the focus. */
export function placement(sheet: Locator) {
  return sheet.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const root = document.documentElement
    return {
      onScreen: box.left >= -0.5 && box.right <= root.clientWidth + 0.5 && box.top >= -0.5 && box.bottom <= window.innerHeight + 0.5,
      overflows: element.scrollWidth > element.clientWidth,
      sideways: root.scrollWidth - root.clientWidth,
      focused: element.contains(document.activeElement),
    }
  })
}
