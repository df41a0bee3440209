// Server-rendered knowledge of the address (issue 7): /stake's HTML, as the server renders it for
// this browser's cookies, names the signed-in wallet, and stops once the session ends.
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

test('behavior: /stake is rendered on the server with the signed-in address, and without it after sign-out', async ({ page, wallet }) => {
  await page.goto('/stake')
  const address = wallet.address.toLowerCase()
  expect(await serverHtml(page)).toContain('Not signed in on the server')
  await expect(page.getByTestId('server-session')).toHaveText('Not signed in on the server')

  await connectAndSignIn(page, wallet)
  await expect.poll(async () => (await serverSession(page)).address).toBe(address)
  const signedIn = await serverHtml(page)
  expect(signedIn).toContain(`Signed in on the server as ${address}`)
  // The wallet stack refreshes the route once the server session changed.
  await expect(page.getByTestId('server-session')).toHaveText(`Signed in on the server as ${address}`)

  await page.getByTestId('rk-account-button').click()
  await page.getByTestId('rk-disconnect-button').click()
  await expect.poll(async () => (await serverSession(page)).address).toBeUndefined()
  const signedOut = await serverHtml(page)
  expect(signedOut).not.toContain(address)
  expect(signedOut).toContain('Not signed in on the server')
  await expect(page.getByTestId('server-session')).toHaveText('Not signed in on the server')
})
