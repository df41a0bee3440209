import { describe, expect, test } from 'vitest'
import { addScriptHashes, CATCH_ALL_SOURCE, catchAllRule, hashInlineScripts, pageCoverage, routeRule, withUnprefixedEnglish } from './cspRoutes.mjs'

// sha256('alert(1)') in base64 (openssl dgst -sha256 -binary | base64).
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"

describe('hashInlineScripts', () => {
  test('default: each inline script once, in page order; scripts with src are left out', () => {
    const html = '<head><script>alert(1)</script><script src="/_next/static/a.js" async=""></script></head><body><script id="x">alert(1)</script><script>self.__next_f.push([1,"a"])</script></body>'
    const hashes = hashInlineScripts(html)
    expect(hashes).toHaveLength(2)
    expect(hashes[0]).toBe(ALERT)
    expect(hashes[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  })

  test('behavior: the text is hashed as served, so one changed character is another hash', () => {
    expect(hashInlineScripts('<script>alert(1) </script>')).not.toEqual([ALERT])
    expect(hashInlineScripts('<script>alert(1)</script >')).toEqual([ALERT])
  })
})

describe('addScriptHashes', () => {
  const policy = "default-src 'self'; script-src 'self' https://www.googletagmanager.com; script-src-attr 'none'"

  test('default: the hashes follow self in script-src; other directives are untouched', () => {
    expect(addScriptHashes(policy, [ALERT])).toBe(`default-src 'self'; script-src 'self' ${ALERT} https://www.googletagmanager.com; script-src-attr 'none'`)
  })

  test('behavior: no hashes leave the policy as it was; a policy without script-src is an error', () => {
    expect(addScriptHashes(policy, [])).toBe(policy)
    expect(() => addScriptHashes("default-src 'self'", [ALERT])).toThrow(/script-src/)
  })
})

describe('catchAllRule', () => {
  const policy = { key: 'Content-Security-Policy', value: "default-src 'self'; connect-src 'self' https://rpc.example" }
  const route = { ...routeRule('/en', 'x'), stardustCsp: true as const }

  test('default: the every-path rule with the policy, by its unnamed-group source', () => {
    const rule = { source: CATCH_ALL_SOURCE, headers: [policy] }
    expect(catchAllRule([route, { source: '/api/(.*)', headers: [{ key: 'Cache-Control', value: 'no-store' }] }, rule])).toBe(rule)
  })

  test('behavior: a named parameter (/:path*, which Next compiles the policy with per request) stops the build, naming what it found', () => {
    expect(() => catchAllRule([route, { source: '/:path*', headers: [policy] }])).toThrow(/source \/\(\.\*\) \(next\.config headers\(\); found: \/:path\*\)/)
    expect(() => catchAllRule([route])).toThrow(/found: none/)
  })
})

describe('routeRule', () => {
  test('default: matches the route and its trailing-slash form, nothing longer', () => {
    const regex = new RegExp(routeRule('/stake', 'x').regex)
    expect(['/stake', '/stake/'].map((path) => regex.test(path))).toEqual([true, true])
    expect(['/stakes', '/stake/x', '/', '/api/stake'].map((path) => regex.test(path))).toEqual([false, false, false, false])
  })

  test('behavior: the home route matches / only', () => {
    const regex = new RegExp(routeRule('/', 'x').regex)
    expect(['/', '/stake'].map((path) => regex.test(path))).toEqual([true, false])
  })
})

describe('withUnprefixedEnglish', () => {
  test('default: each /en route is also its address without the prefix; other languages stay as they are', () => {
    expect(withUnprefixedEnglish({ '/en': ['a'], '/en/stake': ['b'], '/de/stake': ['c'], '/_not-found': ['d'] })).toEqual({
      '/en': ['a'],
      '/': ['a'],
      '/en/stake': ['b'],
      '/stake': ['b'],
      '/de/stake': ['c'],
      '/_not-found': ['d'],
    })
  })

  test('behavior: a route that only starts with en is no English route', () => {
    expect(Object.keys(withUnprefixedEnglish({ '/entry': ['a'] }))).toEqual(['/entry'])
  })
})

describe('pageCoverage', () => {
  const appPaths = {
    '/[locale]/(bare)/page': '/[locale]',
    '/[locale]/(site)/terms-of-use/page': '/[locale]/terms-of-use',
    '/[locale]/(site)/stake/page': '/[locale]/stake',
    '/[locale]/[...rest]/page': '/[locale]/[...rest]',
    '/_not-found/page': '/_not-found',
    '/api/health/route': '/api/health',
  }
  const languages = (route: string) => Object.fromEntries(['en', 'de'].map((locale) => [route.replace('[locale]', locale).replace(/\/$/, ''), { srcRoute: route }]))
  const prerendered = { ...languages('/[locale]'), ...languages('/[locale]/terms-of-use'), '/_not-found': { srcRoute: '/_not-found' } }
  const hashed = Object.keys(prerendered)

  test('default: the listed pages prerendered in every language, the listed others per request: nothing to report', () => {
    expect(pageCoverage({ appPaths, prerendered, hashed, prerenderedPages: ['/', '/terms-of-use'], perRequestPages: ['/stake'] })).toEqual({ notPrerendered: [], unlisted: [], perRequestUnlisted: [], locales: ['en', 'de'] })
  })

  test('behavior: a listed page rendered per request is reported, as is one prerendered in one language only', () => {
    expect(pageCoverage({ appPaths, prerendered, hashed, prerenderedPages: ['/', '/terms-of-use', '/stake'], perRequestPages: [] }).notPrerendered).toEqual(['/stake'])
    const oneLanguage = hashed.filter((route) => route !== '/de/terms-of-use')
    expect(pageCoverage({ appPaths, prerendered, hashed: oneLanguage, prerenderedPages: ['/', '/terms-of-use'], perRequestPages: ['/stake'] }).notPrerendered).toEqual(['/terms-of-use'])
  })

  test('behavior: a prerendered page left off the list is reported (the nonce would replace its hashes)', () => {
    expect(pageCoverage({ appPaths, prerendered, hashed, prerenderedPages: ['/'], perRequestPages: ['/stake'] }).unlisted).toEqual(['/terms-of-use'])
  })

  test('behavior: a page rendered per request left off its list is reported (it would be taken for an unknown address)', () => {
    expect(pageCoverage({ appPaths, prerendered, hashed, prerenderedPages: ['/', '/terms-of-use'], perRequestPages: [] }).perRequestUnlisted).toEqual(['/stake'])
  })
})
