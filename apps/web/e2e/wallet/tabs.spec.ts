import { WALLET_SIGN_IN_TIMEOUT_MS } from './constants'
import { connectAndSignIn, expect, storedAccounts, test } from './fixtures'

test('behavior: three tabs opened at once with a connected wallet and no token: one signature, every tab signed in', async ({
  context,
  page,
  wallet,
}) => {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  // Keep the wallet connection (wagmi's storage, the site's permission), drop the token.
  await page.evaluate(() => window.localStorage.removeItem('wallet-auth:accounts'))
  await page.close()
  wallet.resetCounts()

  const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()))
  await Promise.all(tabs.map((tab) => tab.goto('/stake')))
  // The three tabs load the whole wallet stack at the same moment (see WALLET_SIGN_IN_TIMEOUT_MS). The
  // server-rendered account line may read "Signed in" before the browser knows (the session cookie is
  // still there), so the proof is the browser's own token, stored in every tab.
  await Promise.all(
    tabs.map((tab) => expect.poll(async () => (await storedAccounts(tab)).length, { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBe(1)),
  )
  await Promise.all(tabs.map((tab) => expect(tab.getByTestId('status-session')).toHaveText('Signed in')))

  expect(wallet.signatureCount).toBe(1)
  const [token] = await storedAccounts(tabs[0]!)
  expect(token?.address).toBe(wallet.address.toLowerCase())
})
