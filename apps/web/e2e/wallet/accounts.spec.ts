import type { Page } from '@playwright/test'
import { connectAndSignIn, connectButton, expect, serverSession, storedAccounts, storedToken, test } from './fixtures'

function short(address: string): string {
  const lower = address.toLowerCase()
  return `${lower.slice(0, 6)}…${lower.slice(-4)}`
}

async function expectStatusWallet(page: Page, address: string) {
  await expect(page.getByTestId('status-wallet')).toHaveText(short(address))
}

test('behavior: an account switch asks one signature for the new account, keeps the first token, and switching back asks nothing', async ({
  page,
  wallet,
}) => {
  await page.goto('/stake')
  const first = wallet.address
  const firstToken = await connectAndSignIn(page, wallet)

  await wallet.switchAccount(1)
  const second = wallet.address
  await expect.poll(() => storedToken(page, second)).toBeTruthy()
  await expectStatusWallet(page, second)
  await expect(page.getByTestId('status-session')).toHaveText('Signed in')
  expect(wallet.signatureCount).toBe(2)
  expect(await storedToken(page, first)).toBe(firstToken)
  await expect.poll(async () => (await serverSession(page)).address).toBe(second.toLowerCase())

  await wallet.switchAccount(0)
  await expectStatusWallet(page, first)
  await expect(page.getByTestId('status-session')).toHaveText('Signed in')
  await expect.poll(async () => (await serverSession(page)).address).toBe(first.toLowerCase())
  expect(wallet.signatureCount).toBe(2)
  // Newest or updated first: switching back updated nothing.
  expect((await storedAccounts(page)).map((account) => account.address)).toEqual([
    second.toLowerCase(),
    first.toLowerCase(),
  ])
})

test('behavior: disconnect clears only that account', async ({ page, wallet }) => {
  await page.goto('/stake')
  const first = wallet.address
  const firstToken = await connectAndSignIn(page, wallet)
  await wallet.switchAccount(1)
  const second = wallet.address
  await expect.poll(() => storedToken(page, second)).toBeTruthy()

  await page.getByTestId('rk-account-button').click()
  await page.getByTestId('rk-disconnect-button').click()

  await expect(connectButton(page)).toBeVisible()
  await expect.poll(() => storedAccounts(page)).toEqual([{ address: first.toLowerCase(), token: firstToken }])
  await expect.poll(async () => (await serverSession(page)).address).toBeUndefined()
})
