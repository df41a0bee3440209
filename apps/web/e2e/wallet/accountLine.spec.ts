// Issue 19, items 4 and 5: the feature pages end no longer in a "Wallet and session" card. One compact
// account line says the account as the header does (0x90f7…b906), the network by the site's one name
// lookup, signed in or not, and offers 'Sign out of all accounts'; no full address anywhere.
import { WALLET_SIGN_IN_TIMEOUT_MS } from './constants'
import { connectAndSignIn, expect, test } from './fixtures'

test('behavior: signed in, every feature page has the one account line and no status card or full address', async ({ page, wallet }) => {
  await page.goto('/stardust')
  await connectAndSignIn(page, wallet)
  const address = wallet.address.toLowerCase()
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  for (const path of ['/stardust', '/stake', '/purchase']) {
    if (!page.url().endsWith(path)) await page.goto(path)
    const line = page.getByTestId('account-line')
    await expect(line.getByTestId('status-wallet')).toHaveText(short, { timeout: WALLET_SIGN_IN_TIMEOUT_MS })
    await expect(line.getByTestId('status-network')).toHaveText('Ethereum') // the test wallet starts on chain 1
    await expect(line.getByTestId('status-session')).toHaveText('Signed in')
    await expect(line.getByTestId('clear-all')).toHaveText('Sign out of all accounts')
    await expect(page.getByText('Wallet and session')).toHaveCount(0)
    await expect(page.getByText(/Signed in on the server/)).toHaveCount(0)
    expect((await page.locator('body').innerText()).toLowerCase()).not.toContain(address)
    // At 390 px the line may wrap between its parts, never inside one (the address stays whole).
    for (const part of await line.locator('span, button').all()) {
      expect(await part.evaluate((element) => element.getClientRects().length), await part.innerText()).toBe(1)
    }
  }
})
