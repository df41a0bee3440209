import { connectAndSignIn, expect, serverSession, storedAccounts, test } from './fixtures'

/** Past the token's 24 h lifetime (docs/api.md). */
const PAST_EXPIRY = '25:00:00'

test('behavior: an expired session signs out in every tab, on the client and the server', async ({ context, page, wallet }) => {
  await context.clock.install()
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  const other = await context.newPage()
  await other.goto('/stardust')
  await expect(other.getByTestId('status-session')).toHaveText('Signed in')
  await expect.poll(async () => (await serverSession(page)).address).toBe(wallet.address.toLowerCase())

  await context.clock.fastForward(PAST_EXPIRY)

  // The account line no longer says 'Signed in' in either tab (it reads 'Not signed in', or is gone with the wallet).
  for (const tab of [page, other]) await expect(tab.getByTestId('status-session').filter({ hasText: /^Signed in$/ })).toHaveCount(0)
  expect(await storedAccounts(page)).toEqual([])
  await expect.poll(async () => (await serverSession(page)).address).toBeUndefined()
  expect(wallet.signatureCount).toBe(1)
})
