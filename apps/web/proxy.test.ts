import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { config, proxy } from './proxy'
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { localePath, localeSegment } from '@/i18n/paths'
import { PER_REQUEST_PAGES, PRERENDERED_PAGES } from '@/csp/sitePages.mjs'

const reaches = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://127.0.0.1${path}` })
const at = (locale: (typeof LOCALES)[number], page: string) => (locale === DEFAULT_LOCALE ? `/en${page === '/' ? '' : page}` : localePath(locale, page))

describe('config.matcher', () => {
  test('default: every page view the proxy acts on reaches it', () => {
    // English's own paths: the remembered or negotiated language, else the rewrite to /en.
    for (const page of [...PRERENDERED_PAGES, ...PER_REQUEST_PAGES]) expect(reaches(page), page).toBe(true)
    // Pages rendered per request, in every language, need their nonce; so does the 404 of an unknown address.
    for (const locale of LOCALES) for (const page of PER_REQUEST_PAGES) expect(reaches(at(locale, page)), at(locale, page)).toBe(true)
    for (const path of ['/no-such-page', '/es/no-such-page', '/es/privacy-policy/more', '/esx', '/de/stake/', '/en/privacy-policy/x']) expect(reaches(path), path).toBe(true)
  })

  test('behavior: a prerendered page at a language\'s prefix never reaches it, in every language', () => {
    expect(LOCALES.map((locale) => localeSegment(locale))).toEqual(['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt-br', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-cn', 'zh-hk', 'zh-tw'])
    for (const locale of LOCALES) for (const page of PRERENDERED_PAGES) expect(reaches(at(locale, page)), at(locale, page)).toBe(false)
  })

  test('behavior: the API, Next\'s own files and files with an extension never reach it', () => {
    for (const path of ['/api/health', '/_next/static/chunks/a.js', '/favicon.ico', '/icon.svg', '/robots.txt', '/opengraph-image', '/apple-icon']) expect(reaches(path), path).toBe(false)
  })
})

describe('proxy', () => {
  afterEach(() => vi.unstubAllEnvs())
  const view = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://localhost${path}`, { headers }))

  test('default: a first visit to an English path goes to the Accept-Language one, else the remembered one', () => {
    const negotiated = view('/stake?ref=1', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })
    expect([negotiated.status, negotiated.headers.get('location')]).toEqual([307, 'http://localhost/de/stake?ref=1'])
    expect(negotiated.headers.get('vary')).toBe('Accept-Language, Cookie')
    const remembered = view('/', { 'accept-language': 'de', cookie: 'locale=ar' })
    expect(remembered.headers.get('location')).toBe('http://localhost/ar')
    // The router's own requests come from a page already in its language.
    expect(view('/stake', { 'accept-language': 'de', rsc: '1' }).headers.get('location')).toBeNull()
  })

  test('behavior: English is served from its prerendered /en pages, the address unchanged', () => {
    const english = view('/privacy-policy', { 'accept-language': 'en-GB' })
    expect(english.headers.get('x-middleware-rewrite')).toBe('http://localhost/en/privacy-policy')
    expect(english.headers.get('vary')).toBe('Accept-Language, Cookie')
    expect(view('/').headers.get('x-middleware-rewrite')).toBe('http://localhost/en')
  })

  test('behavior: a page rendered per request gets a fresh nonce in production, in any language; a prerendered one none', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const nonces = ['/es/stake', '/stake', '/es/no-such-page'].map((path) => /'nonce-([^']+)'/.exec(view(path).headers.get('content-security-policy') ?? '')?.[1])
    expect(nonces.every(Boolean)).toBe(true)
    expect(new Set(nonces).size).toBe(3)
    expect(view('/es/privacy-policy').headers.get('content-security-policy')).toBeNull()
    expect(view('/en').headers.get('content-security-policy')).toBeNull()
  })
})
