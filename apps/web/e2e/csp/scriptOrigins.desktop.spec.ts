// Every route runs under its Content-Security-Policy with no violation, and loads scripts from the
// site's own origin only: no page fetches code from elsewhere at run time (a compromised CDN or npm
// loader, as with Ledger Connect Kit, has nothing to load into).
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'
import { localePath } from '../../src/i18n/paths'
import { E2E_ROUTES } from '../routes'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? []

// Every route in English (its address without a prefix) and in Arabic (a prefixed, right-to-left language):
// each language's copy of a page has its own hashes (e2e/csp/everyLanguage checks all of them over HTTP).
for (const path of [...E2E_ROUTES.map((route) => route.path), ...E2E_ROUTES.map((route) => localePath('ar', route.path))]) {
  test(`behavior: ${path} runs with zero CSP violations and scripts from its own origin only`, async ({ page, problems }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const response = await page.goto(path)
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? ''
    expect(directive(policy, 'script-src')).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]))
    expect(directive(policy, 'script-src').filter((value) => /unsafe|^https?:|\*/.test(value))).toEqual([])
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"])
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    // The scripts the document holds, inline or not, and what the page loaded later (chunks on demand).
    const origin = new URL(page.url()).origin
    const elements = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean))
    const foreign = [...scripts, ...elements].filter((url) => new URL(url).origin !== origin)
    expect(foreign).toEqual([])
    expect(scripts.length).toBeGreaterThan(0)
    // The fixture turns each securitypolicyviolation into a console error: none may have happened.
    expect(problems.errors).toEqual([])
  })
}

test('behavior: the wallet stack and its modal load under the policy with no violation and no foreign script', async ({ page, problems }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/stake')
  await hydrated(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const origin = new URL(page.url()).origin
  expect(scripts.filter((url) => new URL(url).origin !== origin)).toEqual([])
  expect(problems.errors).toEqual([])
})
