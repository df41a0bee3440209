// What you sign, explained, when no RainbowKit dialog asks: a returning holder whose wallet reconnects without a
// token is asked to sign by auto-login on load. The tab that asks shows a dialog of ours, in the page's language,
// whose words match the message the wallet received (read with viem's parseSiweMessage), in sight at 390 and
// 1280 px, right to left in Arabic; it goes when the wallet signs (one signature for every tab) or refuses.
import type { Locale } from '../../src/i18n/locales'
import { ar } from '../../src/i18n/messages/ar'
import { en } from '../../src/i18n/messages/en'
import { es419 } from '../../src/i18n/messages/es-419'
import type { Messages } from '../../src/i18n/messages/types'
import { WALLET_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { expect, storedToken, test } from '../wallet/fixtures'
import { dropTokens, expectExplains, placement, twoTabsAskedToSign } from './signInTwoTabs'

const cases: { locale: Locale; path: string; m: Messages; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'en', path: '/stake', m: en, dir: 'ltr' },
  { locale: 'es-419', path: '/es/stake', m: es419, dir: 'ltr' },
  { locale: 'ar', path: '/ar/stake', m: ar, dir: 'rtl' },
]

for (const { locale, path, m, dir } of cases) {
  test(`behavior: ${path}: auto-login's prompt is explained in a dialog of ours, gone once signed (one signature, every tab) or refused`, async ({
    context,
    page,
    wallet,
  }, testInfo) => {
    testInfo.setTimeout(2 * testInfo.timeout)
    // Two tabs load at once: one asks the wallet, the other waits for that one signature.
    const { tabs, signature, parsed } = await twoTabsAskedToSign(context, page, wallet, path, m)

    // The asking tab's dialog says so (the waiting tab's says another tab asked: signInOtherTab.spec.ts).
    const sheets = tabs.map((tab) => tab.getByRole('dialog', { name: m.signIn.heading }).filter({ hasText: m.signIn.prompt }))
    await expect.poll(async () => (await Promise.all(sheets.map((sheet) => sheet.count()))).join(), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toMatch(/^(1,0|0,1)$/)
    const asking = (await sheets[0]!.count()) === 1 ? 0 : 1
    const tab = tabs[asking]!
    const sheet = sheets[asking]!
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAccessibleDescription(m.signIn.prompt)
    await expect(sheet.getByRole('heading', { name: m.signIn.heading })).toBeVisible()
    await expectExplains(sheet, parsed, m, locale)
    await expect(sheet).toContainText(m.signIn.allows)
    await expect(sheet.getByRole('button', { name: m.signIn.hide })).toBeVisible()
    expect(await sheet.evaluate((element) => getComputedStyle(element).direction)).toBe(dir)
    expect(await placement(sheet)).toEqual({ onScreen: true, overflows: false, sideways: 0, focused: true })
    await tab.screenshot({ path: testInfo.outputPath(`sign-in-sheet-${locale}-${testInfo.project.name}.png`) })

    signature.approve()
    await expect(sheet).toHaveCount(0)
    await expect(tabs[1 - asking]!.getByTestId('sign-in-sheet')).toHaveCount(0)
    for (const each of tabs) await expect.poll(() => storedToken(each, wallet.address), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBeTruthy()
    expect(wallet.signatureCount).toBe(1)

    // Refused: the next load's prompt is explained again, and the refusal takes it away.
    await dropTokens(tab)
    await tabs[1 - asking]!.close()
    const refused = wallet.hold({ methods: ['personal_sign'] })
    await tab.reload()
    await refused.requested
    await expect(sheet).toBeVisible({ timeout: WALLET_SIGN_IN_TIMEOUT_MS })
    refused.reject()
    await expect(sheet).toHaveCount(0)
    expect(await storedToken(tab, wallet.address)).toBeUndefined()
  })
}
