// What you sign, explained, when no RainbowKit dialog asks: a returning holder whose wallet reconnects without a
// token is asked to sign by auto-login on load. The tab that asks shows a dialog of ours, in the page's language,
// whose words match the message the wallet received (read with viem's parseSiweMessage), in sight at 390 and
// 1280 px, right to left in Arabic; it goes when the wallet signs (one signature for every tab) or refuses.
import type { Page } from '@playwright/test'
import { getAddress, hexToString, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { fill } from '../../src/i18n/fill'
import { formatChainTime } from '../../src/i18n/format/dates'
import type { Locale } from '../../src/i18n/locales'
import { ar } from '../../src/i18n/messages/ar'
import { en } from '../../src/i18n/messages/en'
import { es419 } from '../../src/i18n/messages/es-419'
import type { Messages } from '../../src/i18n/messages/types'
import { listedChainName } from '../../src/wallet/siteChains'
import { E2E_CHAINS } from '../chains'
import { WALLET_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn, expect, storedToken, test } from '../wallet/fixtures'

const cases: { locale: Locale; path: string; m: Messages; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'en', path: '/stake', m: en, dir: 'ltr' },
  { locale: 'es-419', path: '/es/stake', m: es419, dir: 'ltr' },
  { locale: 'ar', path: '/ar/stake', m: ar, dir: 'rtl' },
]

/** The local Mantle chain of the e2e server (a hardhat node): the wallet signs in on it. */
const CHAIN_ID = E2E_CHAINS.mantle.chainId

/** Keeps the wallet's connection (wagmi's storage, the site's permission) and drops every token: auto-login asks on the next load. */
async function dropTokens(page: Page) {
  await page.evaluate(() => window.localStorage.removeItem('wallet-auth:accounts'))
}

/** The dialog is in sight whole, on the screen, and nothing scrolls sideways. */
function placement(page: Page) {
  return page.evaluate(() => {
    const sheet = document.querySelector<HTMLElement>('[data-testid="sign-in-sheet"]')
    if (!sheet) return 'no sheet'
    const box = sheet.getBoundingClientRect()
    const root = document.documentElement
    return {
      onScreen: box.left >= -0.5 && box.right <= root.clientWidth + 0.5 && box.top >= -0.5 && box.bottom <= window.innerHeight + 0.5,
      overflows: sheet.scrollWidth > sheet.clientWidth,
      sideways: root.scrollWidth - root.clientWidth,
      focused: sheet.contains(document.activeElement),
    }
  })
}

for (const { locale, path, m, dir } of cases) {
  test(`behavior: ${path}: auto-login's prompt is explained in a dialog of ours, gone once signed (one signature, every tab) or refused`, async ({
    context,
    page,
    wallet,
  }, testInfo) => {
    testInfo.setTimeout(2 * testInfo.timeout)
    wallet.addChain(CHAIN_ID, E2E_CHAINS.mantle.rpcUrl)
    await wallet.switchChain(CHAIN_ID)
    await page.goto(path)
    await connectAndSignIn(page, wallet, m.site.connectWallet)
    await dropTokens(page)
    await page.close()
    wallet.resetCounts()

    // Two tabs load at once: one asks the wallet, the other waits for that one signature.
    const signature = wallet.hold({ methods: ['personal_sign'] })
    const tabs = await Promise.all([0, 1].map(() => context.newPage()))
    await Promise.all(tabs.map((tab) => tab.goto(path)))
    const { params } = await signature.requested
    const parsed = parseSiweMessage(hexToString((params as [Hex, string])[0]))
    expect(parsed).toMatchObject({ domain: new URL(tabs[0]!.url()).host, address: getAddress(wallet.address), chainId: CHAIN_ID })

    // The asking tab's dialog says so (the waiting tab's says another tab asked: signInOtherTab.spec.ts).
    const sheets = tabs.map((tab) => tab.getByRole('dialog', { name: m.signIn.heading }).filter({ hasText: m.signIn.prompt }))
    await expect.poll(async () => (await Promise.all(sheets.map((sheet) => sheet.count()))).join(), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toMatch(/^(1,0|0,1)$/)
    const asking = (await sheets[0]!.count()) === 1 ? 0 : 1
    const tab = tabs[asking]!
    const sheet = sheets[asking]!
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAccessibleDescription(m.signIn.prompt)
    await expect(sheet.getByRole('heading', { name: m.signIn.heading })).toBeVisible()
    await expect(sheet).toContainText(m.signIn.intro)
    await expect(sheet.getByTestId('sign-in-explained-domain')).toHaveText(fill(m.signIn.domain, { domain: parsed.domain as string }))
    await expect(sheet.getByTestId('sign-in-explained-address')).toHaveText(fill(m.signIn.address, { address: parsed.address as string }))
    await expect(sheet.getByTestId('sign-in-explained-address').locator('bdi')).toHaveAttribute('dir', 'ltr')
    await expect(sheet.getByTestId('sign-in-explained-chain')).toHaveText(fill(m.signIn.chain, { chain: listedChainName(CHAIN_ID) as string }))
    const until = formatChainTime(BigInt(Math.floor((parsed.expirationTime as Date).getTime() / 1000)), locale)
    await expect(sheet.getByTestId('sign-in-explained-expiry')).toHaveText(`${m.signIn.expiry} ${fill(m.signIn.validUntil, { time: until })}`)
    await expect(sheet).toContainText(m.signIn.allows)
    await expect(sheet).toContainText(m.signIn.noFunds)
    await expect(sheet.getByRole('button', { name: m.signIn.hide })).toBeVisible()
    expect(await sheet.evaluate((element) => getComputedStyle(element).direction)).toBe(dir)
    expect(await placement(tab)).toEqual({ onScreen: true, overflows: false, sideways: 0, focused: true })
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
