import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { E2E_ROUTES, SHARED_NAV } from './routes'

for (const route of E2E_ROUTES) {
  test(`behavior: ${route.path} renders, ${route.sharedNav ? 'with' : 'without'} the shared navigation, no console errors`, async ({
    page,
    problems,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible()
    await expect(page.locator(SHARED_NAV)).toHaveCount(route.sharedNav ? 1 : 0)
    // Every page offers the way to connect: the light button, before any wallet code loads (the claim
    // pages offer a second one in their card).
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    // A first-time visitor's page asks nothing of the internet (no wallet stack, no analytics).
    expect(problems.external).toEqual([])
  })
}

test('behavior: a first-time visitor meets no status panel on the feature pages, only the header\'s Connect Wallet', async ({ page }) => {
  // Issue 19: the "Wallet and session" card was a panel for placeholder pages; the account line shows only
  // once there is an account to speak of (e2e/wallet/accountLine.spec.ts).
  for (const path of ['/stardust', '/stake', '/purchase']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Wallet and session')).toHaveCount(0)
    await expect(page.getByTestId('account-line')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  }
})

test.describe('not found', () => {
  // Chromium logs the document's own 404 as a console error; that one line is expected.
  test.use({ allowConsoleErrors: true })

  test('behavior: an unknown address answers 404 with the not-found page', async ({ page, problems }) => {
    // Each 404 line by the address that answered it: the document's is expected, any other (the favicon Chromium
    // sometimes asks for, a chunk) is a fault of its own, not a second count of the same line.
    const notFound: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /status of 404/.test(message.text())) notFound.push(new URL(message.location().url).pathname)
    })
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    await page.waitForLoadState('networkidle')
    expect(notFound).toEqual(['/no-such-page'])
    expect(problems.errors.filter((error) => !/status of 404/.test(error))).toEqual([])
  })
})

test('behavior: /favicon.ico is the icon, with the security headers of every answer', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/x-icon')
  expect(Buffer.compare(await response.body(), readFileSync(new URL('../app/favicon.ico', import.meta.url)))).toBe(0)
  // The headers next.config gives every answer, as the SVG icon has them (a page's policy adds its own script hashes).
  const icon = (await request.get('/icon.svg')).headers()
  const names = ['content-security-policy', 'reporting-endpoints', 'referrer-policy', 'x-content-type-options', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']
  for (const name of names) expect(response.headers()[name], name).toBe(icon[name])
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
})

test('behavior: security headers keep framing out and let wallet connectors in', async ({ request }) => {
  const response = await request.get('/stake')
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  // Named origins only (e2e/csp holds the policy's own tests): WalletConnect's relay and verify frame are among them.
  expect(csp).toMatch(/connect-src 'self' [^;]*wss:\/\/relay\.walletconnect\.org/)
  expect(csp).not.toMatch(/ (?:https|wss):(?:;| )/)
  expect(csp).toContain('https://verify.walletconnect.org')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-powered-by']).toBeUndefined()
})

test('behavior: robots.txt, the sitemap, the icon and the Open Graph image are served', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
  const sitemap = await request.get('/sitemap.xml')
  const xml = await sitemap.text()
  for (const path of ['/stake', '/privacy-policy', '/claim-mantle']) expect(xml).toContain(`${path}</loc>`)
  const og = await request.get('/opengraph-image')
  expect(og.headers()['content-type']).toBe('image/png')
  const icon = await request.get('/icon.svg')
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
})

test('behavior: the legal pages are real documents', async ({ page }) => {
  await page.goto('/privacy-policy')
  for (const key of ['theme', 'wallet-auth:accounts', 'wallet-auth:current', 'wallet-auth:lock']) {
    await expect(page.getByRole('table').getByText(key, { exact: true })).toBeVisible()
  }
  // The storage names wrap between words and after their separators, never inside a word: a word spread
  // over two lines has two boxes.
  const brokenWords = await page.getByRole('table').evaluate((table) =>
    [...table.querySelectorAll('code')].flatMap((code) =>
      [...code.childNodes].flatMap((node) =>
        node.nodeType !== Node.TEXT_NODE
          ? []
          : [...(node.textContent ?? '').matchAll(/[^\s-]+/g)].flatMap((word) => {
              const range = document.createRange()
              range.setStart(node, word.index)
              range.setEnd(node, word.index + word[0].length)
              return range.getClientRects().length > 1 ? [word[0]] : []
            }),
      ),
    ),
  )
  expect(brokenWords).toEqual([])
  await expect(page.getByText(/at most 5 minutes/)).toBeVisible()
  await expect(page.getByText('This site sends no analytics anywhere.')).toBeVisible()
  await page.goto('/terms-of-use')
  await expect(page.getByRole('heading', { name: /Your wallet, your keys/ })).toBeVisible()
})

test('behavior: the homepage has its intro, a call to connect, and social icons that hide the pointer', async ({ page }) => {
  // The intro as most visitors see it (the suite runs with reduced motion, which shortens it to nothing).
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /Stardust/i })).toBeVisible()
  // The intro is 2.5 s of CSS animation (the star).
  expect(await page.locator('.home-mark').evaluate((element) => getComputedStyle(element).animationDuration)).toBe('2.5s')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  const socials = page.getByRole('list', { name: 'Social links' }).getByRole('link')
  await expect(socials).toHaveCount(4)
  for (const link of await socials.all()) {
    await expect(link).toHaveCSS('cursor', 'none')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  // Elsewhere the pointer stays.
  await page.goto('/privacy-policy')
  await page.getByRole('heading', { level: 1 }).waitFor()
  const headerSocial = page.locator('.sd-header .sd-socials__link').first()
  expect(await headerSocial.evaluate((element) => getComputedStyle(element).cursor)).not.toBe('none')
})
