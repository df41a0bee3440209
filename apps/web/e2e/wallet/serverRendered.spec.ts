// Server-rendered knowledge of the address (issue 7): /stake's HTML, as the server renders it for
// this browser's cookies, names the signed-in wallet in the account line (issue 19), and stops once the session ends.
import type { Page } from '@playwright/test'
import { connectAndSignIn, expect, serverSession, test } from './fixtures'

/**
 * The HTML the server renders for /stake with the context's cookies, fetched from Node (as in
 * serverSession) so no response can write a cookie back into the browser mid-test.
 */
async function serverHtml(page: Page): Promise<string> {
  const cookies = await page.context().cookies()
  const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ')
  const response = await fetch(new URL('/stake', page.url()), { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.text()
}

test('behavior: /stake is rendered on the server with the signed-in account in its account line, and without it after sign-out', async ({ page, wallet }) => {
  await page.goto('/stake')
  const address = wallet.address.toLowerCase()
  const short = `${address.slice(0, 6)}…${address.slice(-4)}` // as the header's account button says it
  const before = await serverHtml(page)
  expect(before).not.toContain('data-testid="account-line"')

  await connectAndSignIn(page, wallet)
  await expect.poll(async () => (await serverSession(page)).address).toBe(address)
  const signedIn = await serverHtml(page)
  // The server's HTML already names the account and the session, before any wallet code runs.
  expect(signedIn).toContain('data-testid="account-line"')
  expect(signedIn).toMatch(new RegExp(`data-testid="status-wallet"[^>]*>${short}<`))
  expect(signedIn).toMatch(/data-testid="status-session"[^>]*>Signed in</)
  await expect(page.getByTestId('status-wallet')).toHaveText(short)
  await expect(page.getByTestId('status-session')).toHaveText('Signed in')

  await page.getByTestId('rk-account-button').click()
  await page.getByTestId('rk-disconnect-button').click()
  await expect.poll(async () => (await serverSession(page)).address).toBeUndefined()
  const signedOut = await serverHtml(page)
  expect(signedOut).not.toContain(address)
  expect(signedOut).not.toContain('data-testid="account-line"')
})
