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
