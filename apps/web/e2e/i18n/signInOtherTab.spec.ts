// What you sign, explained in the tab that waits: two tabs of the site load at once for a returning holder whose
// wallet reconnects without a token. One asks the wallet (auto-login); the other waits for that same signature and,
// told over wallet-auth's sync channel, explains the same message in the page's language, saying that another tab
// asked: its domain, address, network and expiry words are those of the message the wallet received. Signing signs
// both tabs in with one signature; a refusal takes the waiting tab's explanation away. English and Arabic, at 390
// and 1280 px.
import type { Page } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { ar } from '../../src/i18n/messages/ar'
import { en } from '../../src/i18n/messages/en'
import type { Messages } from '../../src/i18n/messages/types'
import { WALLET_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { expect, storedToken, test } from '../wallet/fixtures'
import { dropTokens, expectExplains, placement, twoTabsAskedToSign } from './signInTwoTabs'

const cases: { locale: Locale; path: string; m: Messages; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'en', path: '/stake', m: en, dir: 'ltr' },
  { locale: 'ar', path: '/ar/stake', m: ar, dir: 'rtl' },
]

/** Which of the tabs shows the asking tab's sheet (its prompt) and which the waiting tab's (another tab asked). */
async function roles(tabs: Page[], m: Messages): Promise<{ asking: number; waiting: number }> {
  const sheet = (tab: Page, text: string) => tab.getByTestId('sign-in-sheet').filter({ hasText: text })
  const found = () => Promise.all(tabs.map(async (tab) => `${await sheet(tab, m.signIn.prompt).count()}${await sheet(tab, m.signIn.otherTab).count()}`))
  // The waiting tab hears the request at once, or within the asking tab's repeat if it was still loading then.
  await expect.poll(async () => (await found()).sort().join(), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBe('01,10')
  const asking = (await found())[0] === '10' ? 0 : 1
  return { asking, waiting: 1 - asking }
}

for (const { locale, path, m, dir } of cases) {
  test(`behavior: ${path}: the tab waiting on another tab's prompt explains the same message, gone once signed (one signature) or refused`, async ({
    context,
    page,
    wallet,
  }, testInfo) => {
    testInfo.setTimeout(2 * testInfo.timeout)
    const { tabs, signature, parsed } = await twoTabsAskedToSign(context, page, wallet, path, m)

    const { asking, waiting } = await roles(tabs, m)
    const tab = tabs[waiting]!
    const sheet = tab.getByRole('dialog', { name: m.signIn.heading })
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAccessibleDescription(m.signIn.otherTab)
    await expectExplains(sheet, parsed, m, locale)
    expect(await sheet.evaluate((element) => getComputedStyle(element).direction)).toBe(dir)
    expect(await placement(sheet)).toMatchObject({ onScreen: true, overflows: false, sideways: 0 })
    await tab.screenshot({ path: testInfo.outputPath(`sign-in-other-tab-${locale}-${testInfo.project.name}.png`) })

    signature.approve()
    for (const each of tabs) await expect(each.getByTestId('sign-in-sheet')).toHaveCount(0)
    for (const each of tabs) await expect.poll(() => storedToken(each, wallet.address), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBeTruthy()
    expect(wallet.signatureCount).toBe(1)

    // A refusal in the asking tab takes the waiting tab's explanation away.
    await dropTokens(tabs[asking]!)
    const refused = wallet.hold({ methods: ['personal_sign'] })
    await Promise.all(tabs.map((each) => each.reload()))
    await refused.requested
    const again = await roles(tabs, m)
    const waitingSheet = tabs[again.waiting]!.getByTestId('sign-in-sheet')
    await expect(waitingSheet).toBeVisible()
    refused.reject()
    await expect(waitingSheet).toHaveCount(0)
    await expect(tabs[again.asking]!.getByTestId('sign-in-sheet')).toHaveCount(0)
    for (const each of tabs) expect(await storedToken(each, wallet.address)).toBeUndefined()
    expect(wallet.signatureCount).toBe(1)
    expect(wallet.requestCount('personal_sign')).toBe(2) // one prompt per round: the waiting tab never asked
  })
}
