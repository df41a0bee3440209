// Every page in every language (19 prerendered copies of each static page, and English at its address
// without a prefix too) is served with a policy that allows each of its inline scripts: by hash on a
// prerendered page, by the response's own nonce on a page rendered per request. Read over HTTP (a browser
// would take 200 page loads); e2e/csp/scriptOrigins runs the pages themselves.
import { createHash } from 'node:crypto'
import { LOCALES } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/paths'
import { expect, test } from '../fixtures'
import { E2E_ROUTES } from '../routes'

const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? []

/** Each inline script of the page: its text and the nonce attribute it carries, if any. */
function inlineScripts(html: string): { text: string; nonce?: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, attributes, text]) => ({ text: text ?? '', nonce: /\bnonce="([^"]+)"/.exec(attributes ?? '')?.[1] }))
}

const addresses = [
  ...E2E_ROUTES.map((route) => route.path),
  // Unknown addresses: a language's 404 rendered per request, and Next's own for an address the proxy does not see.
  '/no-such-page',
  '/de/no-such-page',
  '/no-such-file.txt',
  ...LOCALES.flatMap((locale) => E2E_ROUTES.map((route) => (locale === 'en' ? `/en${route.path === '/' ? '' : route.path}` : localePath(locale, route.path)))),
]

test(`behavior: all ${addresses.length} page addresses allow exactly their own inline scripts`, async ({ request }) => {
  test.setTimeout(120_000)
  const refused: string[] = []
  for (const address of addresses) {
    // A visitor with English chosen: the English addresses are served, not sent to another language.
    const response = await request.get(address, { headers: { cookie: 'locale=en' }, maxRedirects: 0 })
    expect(response.status(), address).toBe(/no-such/.test(address) ? 404 : 200)
    const sources = scriptSources(response.headers()['content-security-policy'] ?? '')
    expect(sources, address).not.toContain("'unsafe-inline'")
    const scripts = inlineScripts(await response.text())
    expect(scripts.length, address).toBeGreaterThan(1)
    for (const { text, nonce } of scripts) {
      const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
      if (!sources.includes(hash) && !(nonce && sources.includes(`'nonce-${nonce}'`))) refused.push(`${address}: ${text.slice(0, 40)}`)
    }
  }
  expect(refused).toEqual([])
})
