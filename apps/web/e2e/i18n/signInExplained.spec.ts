// What you sign, explained: while the wallet is asked to sign the English EIP-4361 message, the sign-in dialog
// says in the page's language who asks, for which address, on which network, until when, what it allows and that
// it moves no funds. It sits in RainbowKit's dialog card, above its buttons, at 390 px and 1280 px, left to right
// and right to left; the message the wallet signs stays as the standard writes it. Once signed in, it is gone.
import type { Page } from '@playwright/test'
import { getAddress, hexToString, type Hex } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { fill } from '../../src/i18n/fill'
import { formatChainTime } from '../../src/i18n/format/dates'
import type { Locale } from '../../src/i18n/locales'
import { ar } from '../../src/i18n/messages/ar'
import { en } from '../../src/i18n/messages/en'
import { es419 } from '../../src/i18n/messages/es-419'
import type { Messages } from '../../src/i18n/messages/types'
import { listedChainName } from '../../src/wallet/siteChains'
import { E2E_CHAIN_IDS } from '../wallet/constants'
import { chooseTestWallet, expect, storedToken, test } from '../wallet/fixtures'

const cases: { locale: Locale; path: string; m: Messages; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'en', path: '/stake', m: en, dir: 'ltr' },
  { locale: 'es-419', path: '/es/stake', m: es419, dir: 'ltr' },
  { locale: 'ar', path: '/ar/stake', m: ar, dir: 'rtl' },
]

/**
 * Where the explanation is drawn: the dialog's card (the first painted box around 'Sign message'), every box of
 * the explanation inside it, the card inside the screen, nothing scrolling sideways.
 */
function placement(page: Page) {
  return page.evaluate(() => {
    const explained = document.querySelector<HTMLElement>('[data-testid="sign-in-explained"]')
    const button = document.querySelector<HTMLElement>('[data-testid="rk-auth-message-button"]')
    if (!explained || !button) return 'no explanation or no sign button'
    let card = button.parentElement
    while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement
    if (!card?.closest('[role="document"]')) return 'no card in the dialog'
    const box = card.getBoundingClientRect()
    const outside = [explained, ...explained.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const b = element.getBoundingClientRect()
        return b.left < box.left - 0.5 || b.right > box.right + 0.5 || b.top < box.top - 0.5 || b.bottom > box.bottom + 0.5
      })
      .map((element) => element.tagName.toLowerCase())
    // RainbowKit's icons (the dialog's own picture) inside the boxes that clip them, in both directions.
    const lostIcons = [...card.querySelectorAll<HTMLElement>('[role="img"] > img')].filter((img) => {
      const [b, i] = [img.parentElement!.getBoundingClientRect(), img.getBoundingClientRect()]
      return i.left < b.left - 0.5 || i.right > b.right + 0.5
    }).length
    const root = document.documentElement
    return {
      lostIcons,
      inCard: card.contains(explained),
      outside,
      aboveTheButton: explained.getBoundingClientRect().bottom <= button.getBoundingClientRect().top,
      cardOnScreen: box.left >= -0.5 && box.right <= root.clientWidth + 0.5,
      overflows: explained.scrollWidth > explained.clientWidth,
      sideways: root.scrollWidth - root.clientWidth,
    }
  })
}

for (const { locale, path, m, dir } of cases) {
  test(`behavior: ${path}: the sign-in dialog card explains the standard message in the page's language`, async ({ page, wallet }, testInfo) => {
    const signature = wallet.hold({ methods: ['personal_sign'] })
    await page.goto(path)
    await chooseTestWallet(page, m.site.connectWallet)
    const { params } = await signature.requested

    // The message stays as the standard writes it: viem reads it and writes it back to the same text.
    const text = hexToString((params as [Hex, string])[0])
    const parsed = parseSiweMessage(text)
    expect(createSiweMessage(parsed as Parameters<typeof createSiweMessage>[0])).toBe(text)
    expect(parsed).toMatchObject({ domain: new URL(page.url()).host, address: getAddress(wallet.address), chainId: E2E_CHAIN_IDS.mainnet })
    expect(parsed.statement).toMatch(/^[\x20-\x7e]+$/)
    const expiresAt = parsed.expirationTime as Date

    const explained = page.getByRole('dialog').getByTestId('sign-in-explained')
    await expect(explained).toBeVisible()
    await expect(explained.getByRole('heading', { name: m.signIn.heading })).toBeVisible()
    await expect(explained).toContainText(m.signIn.intro)
    await expect(explained.getByTestId('sign-in-explained-domain')).toHaveText(fill(m.signIn.domain, { domain: parsed.domain as string }))
    // The address the message names (EIP-55, as the wallet shows it), left to right inside the page's direction.
    await expect(explained.getByTestId('sign-in-explained-address')).toHaveText(fill(m.signIn.address, { address: getAddress(wallet.address) }))
    await expect(explained.getByTestId('sign-in-explained-address').locator('bdi')).toHaveAttribute('dir', 'ltr')
    await expect(explained.getByTestId('sign-in-explained-chain')).toHaveText(fill(m.signIn.chain, { chain: listedChainName(E2E_CHAIN_IDS.mainnet) as string }))
    const until = formatChainTime(BigInt(Math.floor(expiresAt.getTime() / 1000)), locale)
    await expect(explained.getByTestId('sign-in-explained-expiry')).toHaveText(`${m.signIn.expiry} ${fill(m.signIn.validUntil, { time: until })}`)
    await expect(explained).toContainText(m.signIn.allows)
    await expect(explained).toContainText(m.signIn.noFunds)
    expect(await explained.evaluate((element) => getComputedStyle(element).direction)).toBe(dir)

    expect(await placement(page)).toEqual({ lostIcons: 0, inCard: true, outside: [], aboveTheButton: true, cardOnScreen: true, overflows: false, sideways: 0 })
    await page.screenshot({ path: testInfo.outputPath(`sign-in-explained-${locale}-${testInfo.project.name}.png`) })

    signature.approve()
    await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
    await expect(page.getByTestId('sign-in-explained')).toHaveCount(0)
  })
}
