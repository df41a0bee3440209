// The pages a signed-in holder sees, in every language: the claim, stake, purchase and Stardust pages once the
// wallet is connected, signed in and the page has read the chain and the server, hold no English left and no
// missing key (the disconnected pages are e2e/i18n/leftovers.spec.ts's).
import type { Page } from '@playwright/test'
import { LOCALES } from '../../src/i18n/locales'
import { CATALOGS } from '../../src/i18n/messages/catalogs'
import { localePath } from '../../src/i18n/paths'
import { expect, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { findingsOn, type PageFindings } from './pageTexts'

/** Each page, and what says it has settled signed in (its panel read the chain or the server). */
const SIGNED_IN_PAGES: { path: string; settled: (page: Page) => Promise<void> }[] = [
  { path: '/stake', settled: (page) => expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS }) },
  { path: '/purchase', settled: (page) => expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS }) },
  { path: '/claim-mantle', settled: (page) => expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'not-eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS }) },
  { path: '/claim', settled: (page) => expect(page.getByTestId('claim-all-chains').getByTestId('claim-chain-5000')).toHaveAttribute('data-state', 'not-eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS }) },
  { path: '/stardust', settled: (page) => expect(page.getByTestId('stardust-account')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS }) },
]

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`behavior: signed in, the claim, stake, purchase and Stardust pages in ${locale} have no English left`, async ({ page, walletFor, fundedKey }) => {
    test.setTimeout(120_000) // a sign-in and five page loads with the wallet stack
    const catalog = CATALOGS[locale]
    const wallet = await walletFor(fundedKey)
    const found: PageFindings[] = []
    let signedIn = false
    for (const { path, settled } of SIGNED_IN_PAGES) {
      await page.goto(localePath(locale, path))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      if (!signedIn) await connectAndSignIn(page, wallet, catalog.site.connectWallet)
      signedIn = true
      await settled(page)
      const findings = await findingsOn(page, catalog)
      if (findings) found.push(findings)
    }
    expect(wallet.requestCount('personal_sign')).toBe(1)
    expect(found).toEqual([])
  })
}
