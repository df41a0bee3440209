import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

test('behavior: no connect warning at 390 px wide (only above 768 px)', async ({ page }) => {
  await page.clock.install()
  await page.goto('/stake')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Stake' })).toBeVisible()
  await page.clock.runFor(2000)
  await expect(page.getByText('Please Connect Your Wallet First')).toHaveCount(0)
})
