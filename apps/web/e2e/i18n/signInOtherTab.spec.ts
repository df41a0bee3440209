// What you sign, explained in the tab that waits: two tabs of the site load at once for a returning holder whose
// wallet reconnects without a token. One asks the wallet (auto-login); the other waits for that same signature and,
// told over wallet-auth's sync channel, explains the same message in the page's language, saying that another tab
// asked: its domain, address, network and expiry words are those of the message the wallet received. Signing signs
// both tabs in with one signature; a refusal takes the waiting tab's explanation away. English and Arabic, at 390
// and 1280 px.
import type { Locator, Page } from '@playwright/test'
import { getAddress, hexToString, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { fill } from '../../src/i18n/fill'
import { formatChainTime } from '../../src/i18n/format/dates'
import type { Locale } from '../../src/i18n/locales'
import { ar } from '../../src/i18n/messages/ar'
import { en } from '../../src/i18n/messages/en'
import type { Messages } from '../../src/i18n/messages/types'
import { listedChainName } from '../../src/wallet/siteChains'
import { E2E_CHAINS } from '../chains'
import { WALLET_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn, expect, storedToken, test } from '../wallet/fixtures'

const cases: { locale: Locale; path: string; m: Messages; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'en', path: '/stake', m: en, dir: 'ltr' },
  { locale: 'ar', path: '/ar/stake', m: ar, dir: 'rtl' },
]

/** The local Mantle chain of the e2e server (a hardhat node): the wallet signs in on it. */
const CHAIN_ID = E2E_CHAINS.mantle.chainId

/** Keeps the wallet's connection (wagmi's storage, the site's permission) and drops every token: auto-login asks on the next load. */
async function dropTokens(page: Page) {
  await page.evaluate(() => window.localStorage.removeItem('wallet-auth:accounts'))
}

/** Which of the tabs shows the asking tab's sheet (its prompt) and which the waiting tab's (another tab asked). */
async function roles(tabs: Page[], m: Messages): Promise<{ asking: number; waiting: number }> {
  const sheet = (tab: Page, text: string) => tab.getByTestId('sign-in-sheet').filter({ hasText: text })
  const found = () => Promise.all(tabs.map(async (tab) => `${await sheet(tab, m.signIn.prompt).count()}${await sheet(tab, m.signIn.otherTab).count()}`))
  // The waiting tab hears the request at once, or within the asking tab's repeat if it was still loading then.
  await expect.poll(async () => (await found()).sort().join(), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBe('01,10')
  const asking = (await found())[0] === '10' ? 0 : 1
  return { asking, waiting: 1 - asking }
}

/** The sheet in sight whole, on the screen, and nothing scrolls sideways. */
function placement(sheet: Locator) {
  return sheet.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const root = document.documentElement
    return {
      onScreen: box.left >= -0.5 && box.right <= root.clientWidth + 0.5 && box.top >= -0.5 && box.bottom <= window.innerHeight + 0.5,
      overflows: element.scrollWidth > element.clientWidth,
      sideways: root.scrollWidth - root.clientWidth,
    }
  })
}

for (const { locale, path, m, dir } of cases) {
  test(`behavior: ${path}: the tab waiting on another tab's prompt explains the same message, gone once signed (one signature) or refused`, async ({
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

    const signature = wallet.hold({ methods: ['personal_sign'] })
    const tabs = await Promise.all([0, 1].map(() => context.newPage()))
    await Promise.all(tabs.map((tab) => tab.goto(path)))
    const { params } = await signature.requested
    const parsed = parseSiweMessage(hexToString((params as [Hex, string])[0]))
    expect(parsed).toMatchObject({ domain: new URL(tabs[0]!.url()).host, address: getAddress(wallet.address), chainId: CHAIN_ID })

    const { asking, waiting } = await roles(tabs, m)
    const tab = tabs[waiting]!
    const sheet = tab.getByRole('dialog', { name: m.signIn.heading })
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAccessibleDescription(m.signIn.otherTab)
    await expect(sheet).toContainText(m.signIn.intro)
    // The words of the message the wallet received, not of one this tab made up.
    await expect(sheet.getByTestId('sign-in-explained-domain')).toHaveText(fill(m.signIn.domain, { domain: parsed.domain as string }))
    await expect(sheet.getByTestId('sign-in-explained-address')).toHaveText(fill(m.signIn.address, { address: parsed.address as string }))
    await expect(sheet.getByTestId('sign-in-explained-address').locator('bdi')).toHaveAttribute('dir', 'ltr')
    await expect(sheet.getByTestId('sign-in-explained-chain')).toHaveText(fill(m.signIn.chain, { chain: listedChainName(CHAIN_ID) as string }))
    const until = formatChainTime(BigInt(Math.floor((parsed.expirationTime as Date).getTime() / 1000)), locale)
    await expect(sheet.getByTestId('sign-in-explained-expiry')).toHaveText(`${m.signIn.expiry} ${fill(m.signIn.validUntil, { time: until })}`)
    await expect(sheet).toContainText(m.signIn.noFunds)
    expect(await sheet.evaluate((element) => getComputedStyle(element).direction)).toBe(dir)
    expect(await placement(sheet)).toEqual({ onScreen: true, overflows: false, sideways: 0 })
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
