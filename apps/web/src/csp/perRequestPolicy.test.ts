import { afterEach, describe, expect, test, vi } from 'vitest'
import { perRequestPolicy } from './perRequestPolicy'

const request = (path: string) => new Request(`https://stardust.example${path}`, { headers: { accept: 'text/html' } })

describe('perRequestPolicy', () => {
  afterEach(() => vi.unstubAllEnvs())

  test('default: a page rendered per request (and the 404 of an unknown address) gets a nonce in every language, on the request and the response alike', () => {
    vi.stubEnv('NODE_ENV', 'production')
    for (const path of ['/stake', '/en/stake', '/de/stake', '/zh-tw/claim-mantle', '/no-such-page', '/de/no-such-page']) {
      const unknown = path.includes('no-such')
      const csp = perRequestPolicy(request(path), path)
      const policy = csp?.request.headers.get('content-security-policy') ?? ''
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' /)
      expect(csp?.request.headers.get('accept')).toBe('text/html')
      // An unknown address's 404 is Next's error document, without the site's Trusted Types script.
      expect(policy.includes("require-trusted-types-for 'script'"), path).toBe(!unknown)
      expect(csp?.apply(new Response(null)).headers.get('content-security-policy')).toBe(policy)
    }
  })

  test('behavior: each request gets its own nonce', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const nonce = () => /'nonce-([^']+)'/.exec(perRequestPolicy(request('/stake'), '/stake')?.request.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce()).not.toBe(nonce())
  })

  test('behavior: prerendered pages and next dev get none (the build header rules and next.config carry theirs)', () => {
    vi.stubEnv('NODE_ENV', 'production')
    for (const path of ['/', '/en', '/de', '/terms-of-use', '/en/game-test', '/ar/privacy-policy']) expect(perRequestPolicy(request(path), path), path).toBeUndefined()
    vi.stubEnv('NODE_ENV', 'development')
    expect(perRequestPolicy(request('/stake'), '/stake')).toBeUndefined()
  })

  test('behavior: STARDUST_CSP_REPORT_ONLY=1 sends it report-only (the request keeps it for the nonce)', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('STARDUST_CSP_REPORT_ONLY', '1')
    const response = perRequestPolicy(request('/stake'), '/stake')?.apply(new Response(null))
    expect(response?.headers.get('content-security-policy')).toBeNull()
    expect(response?.headers.get('content-security-policy-report-only')).toContain("'nonce-")
  })
})
