import { connectAndSignIn, expect, test } from './fixtures'

const BANNER = 'Please Connect Your Wallet First'

test('behavior: the /stake and /purchase banner never shows to a signed-in visitor', async ({ context, page, wallet }) => {
  await page.goto('/stardust')
  await connectAndSignIn(page, wallet)

  // A new tab is a new visit (the banner's once-per-visit mark lives in sessionStorage).
  for (const path of ['/stake', '/purchase']) {
    const tab = await context.newPage()
    await tab.clock.install()
    await tab.goto(path)
    await expect(tab.getByTestId('status-session')).toHaveText('Signed in')
    await tab.clock.runFor(2000)
    await expect(tab.getByText(BANNER)).toHaveCount(0)
  }
})

test('behavior: no banner for a visitor whose wallet is connected while the signature is still pending', async ({
  context,
  page,
  wallet,
}) => {
  await page.goto('/stardust')
  await connectAndSignIn(page, wallet)
  // Keep the wallet connection, drop the token, and park the next signature request.
  await page.evaluate(() => window.localStorage.removeItem('wallet-auth:accounts'))
  await page.close()
  const signature = wallet.hold({ methods: ['personal_sign'] })

  const tab = await context.newPage()
  await tab.clock.install()
  await tab.goto('/stake')
  await signature.requested
  await expect(tab.getByTestId('status-session')).not.toHaveText('Signed in')
  await tab.clock.runFor(2000)
  await expect(tab.getByText(BANNER)).toHaveCount(0)
  signature.approve()
  await expect(tab.getByTestId('status-session')).toHaveText('Signed in')
})
