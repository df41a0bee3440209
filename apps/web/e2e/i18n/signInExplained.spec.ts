// What you sign, explained: while the wallet is asked to sign the English EIP-4361 message, the sign-in dialog
// says in the page's language who asks, for which address, on which network, until when, what it allows and that
// it moves no funds; the address and the domain stay left to right in Arabic. Once signed in, it is gone.
import { getAddress } from 'viem'
import { fill } from '../../src/i18n/fill'
import { ar } from '../../src/i18n/messages/ar'
import { es419 } from '../../src/i18n/messages/es-419'
import type { Messages } from '../../src/i18n/messages/types'
import { chooseTestWallet, expect, storedToken, test } from '../wallet/fixtures'

const cases: { path: string; m: Messages; dir: 'ltr' | 'rtl' }[] = [
  { path: '/es/stake', m: es419, dir: 'ltr' },
  { path: '/ar/stake', m: ar, dir: 'rtl' },
]

/** A catalog text with its placeholders as a pattern (the values come from the server's message). */
const shaped = (text: string) => new RegExp(`^${text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`)

for (const { path, m, dir } of cases) {
  test(`behavior: ${path}: the sign-in dialog explains the message in the page's language while the wallet asks`, async ({ page, wallet }) => {
    const signature = wallet.hold({ methods: ['personal_sign'] })
    await page.goto(path)
    await chooseTestWallet(page, m.site.connectWallet)
    await signature.requested
    const explained = page.getByRole('dialog').getByTestId('sign-in-explained')
    await expect(explained).toBeVisible()
    await expect(explained.getByRole('heading', { name: m.signIn.heading })).toBeVisible()
    await expect(explained).toContainText(m.signIn.intro)
    // The address the message names (EIP-55, as the wallet shows it), left to right inside the page's direction.
    await expect(explained.getByTestId('sign-in-explained-address')).toHaveText(fill(m.signIn.address, { address: getAddress(wallet.address) }))
    await expect(explained.getByTestId('sign-in-explained-address').locator('bdi')).toHaveAttribute('dir', 'ltr')
    await expect(explained.getByTestId('sign-in-explained-domain')).toHaveText(fill(m.signIn.domain, { domain: new URL(page.url()).host }))
    await expect(explained.getByTestId('sign-in-explained-chain')).toHaveText(shaped(m.signIn.chain))
    await expect(explained.getByTestId('sign-in-explained-expiry')).toHaveText(shaped(`${m.signIn.expiry} ${m.signIn.validUntil}`))
    await expect(explained).toContainText(m.signIn.allows)
    await expect(explained).toContainText(m.signIn.noFunds)
    expect(await explained.evaluate((element) => getComputedStyle(element).direction)).toBe(dir)
    await page.screenshot({ path: test.info().outputPath(`sign-in-explained-${dir}.png`) })

    signature.approve()
    await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
    await expect(page.getByTestId('sign-in-explained')).toHaveCount(0)
  })
}
