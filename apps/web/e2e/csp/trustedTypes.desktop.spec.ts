// Trusted Types in a real Chromium: every page, the connect modal, a sign-in and the account modal run
// under `require-trusted-types-for 'script'` with the site's one policy (src/csp/trustedTypesScript.ts),
// with no violation; and a script URL outside /_next/static/ is refused.
import { connectAndSignIn, expect, test } from '../wallet/fixtures'
import { hydrated } from '../hydrated'
import { E2E_ROUTES } from '../routes'

const violations = (errors: string[]) => errors.filter((line) => line.includes('CSP violation'))

test('behavior: every route, the connect modal, a sign-in and the account modal run with zero Trusted Types violations', async ({ page, wallet, problems }) => {
  for (const route of E2E_ROUTES) {
    const response = await page.goto(route.path)
    expect((await response?.allHeaders())?.['content-security-policy']).toContain("require-trusted-types-for 'script'; trusted-types default")
    await hydrated(page)
  }
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await page.getByTestId('rk-account-button').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations(problems.errors)).toEqual([])
  expect(problems.errors.filter((line) => line.startsWith('pageerror'))).toEqual([])
})

test('behavior: a script URL from elsewhere, or markup into an HTML sink, is refused by the policy', async ({ page, problems }) => {
  await page.goto('/')
  await hydrated(page)
  const outcome = await page.evaluate(() => {
    const attempt = (action: () => void) => {
      try {
        action()
        return 'allowed'
      } catch (error) {
        return (error as Error).name
      }
    }
    return {
      foreignScript: attempt(() => {
        document.createElement('script').src = 'https://cdn.example/drainer.js'
      }),
      ownChunk: attempt(() => {
        document.createElement('script').src = '/_next/static/chunks/x.js'
      }),
      html: attempt(() => {
        document.createElement('div').innerHTML = '<img src=x>'
      }),
      scriptMarkup: attempt(() => {
        document.createElement('div').innerHTML = '<script>window.__ran = 1</script>'
      }),
      scriptText: attempt(() => {
        document.createElement('script').text = 'window.__ran = 1'
      }),
      // React's way of making a script element: admitted, and the script never runs, whatever it is given.
      emptyScript: attempt(() => {
        const holder = document.createElement('div')
        holder.innerHTML = '<script></script>'
        const script = holder.firstChild as HTMLScriptElement
        script.innerHTML = 'window.__ran = 1'
        document.body.append(script)
      }),
    }
  })
  // The policy's own refusal (a TypeError from the default policy) stops each write.
  expect(outcome).toEqual({ foreignScript: 'TypeError', ownChunk: 'allowed', html: 'TypeError', scriptMarkup: 'TypeError', scriptText: 'TypeError', emptyScript: 'allowed' })
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
  expect(problems.errors.filter((line) => line.startsWith('pageerror'))).toEqual([])
})

test('behavior: a change of language, which renders the root layout again in the browser, runs under the policy with no violation', async ({ page, problems }) => {
  // /de/stake → /ar/stake → /stake (a page rendered per request): React makes the head's scripts again.
  await page.goto('/de/stake')
  await hydrated(page)
  for (const [locale, path, lang] of [
    ['ar', /\/ar\/stake$/, 'ar'],
    ['en', /\/stake$/, 'en'],
  ] as const) {
    await page.locator('[data-testid="locale-switcher"]:visible').first().selectOption(locale)
    await expect(page).toHaveURL(path)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Stake' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations(problems.errors)).toEqual([])
  expect(problems.errors.filter((line) => line.startsWith('pageerror'))).toEqual([])
})
