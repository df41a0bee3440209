// /stake shows each of the pool's figures once, in the overview card; "Your stake" holds
// only the account's own figures.
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { expect, test } from './chainFixtures'

test('behavior: APR, period end and funding appear once on /stake, not again in "Your stake"', async ({ page, walletFor, fundedKey }) => {
  const wallet = await walletFor(fundedKey)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  const panel = page.getByTestId('stake-panel')
  await expect(panel).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(panel.getByTestId('stake-staked')).toBeVisible()
  for (const label of ['APR', 'Reward period ends', 'Rewards funded until']) {
    await expect(page.getByText(label, { exact: true })).toHaveCount(1)
    await expect(panel.getByText(label, { exact: true })).toHaveCount(0)
  }
})
