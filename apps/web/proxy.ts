import { NextResponse } from 'next/server'
import type { NextRequest } from 'next/server'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { negotiateLocale } from '@/i18n/negotiate'
import { localePath, splitLocale } from '@/i18n/paths'
import { LOCALE_COOKIE } from '@/i18n/storage'
import { perRequestPolicy } from '@/csp/perRequestPolicy'

/**
 * Languages at the door (docs/architecture.md, Languages). A prefixed path (/es/stake) is served as it is.
 * An English path (/stake) is English's own: a first page view goes to the remembered language (the
 * `locale` cookie) or else the Accept-Language one, and is otherwise served from the prerendered /en pages.
 * A page rendered per request also gets its Content-Security-Policy here, with a fresh nonce (src/csp).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const csp = perRequestPolicy(request, pathname)
  const next = () => (csp ? csp.apply(NextResponse.next({ request: csp.request })) : NextResponse.next())
  if (splitLocale(pathname).prefixed) return next()
  // /en/... is where English is prerendered: the rewrite below lands there (and the proxy sees it again).
  // Typed by hand it serves the same English page, whose canonical address is the one without the prefix.
  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) return next()
  // Only a page view is sent elsewhere; the router's own requests (RSC, prefetch) come from a page already in its language.
  const pageView = request.method === 'GET' && !request.headers.has('rsc') && !request.headers.has('next-router-prefetch')
  if (pageView) {
    const remembered = request.cookies.get(LOCALE_COOKIE)?.value
    const wanted = isLocale(remembered) ? remembered : negotiateLocale(request.headers.get('accept-language'))
    if (wanted !== DEFAULT_LOCALE) {
      const response = NextResponse.redirect(new URL(`${localePath(wanted, pathname)}${search}`, request.url), 307)
      response.headers.set('Vary', 'Accept-Language, Cookie')
      response.headers.set('Cache-Control', 'private, no-store')
      return response
    }
  }
  const url = request.nextUrl.clone()
  url.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`
  const response = csp ? csp.apply(NextResponse.rewrite(url, { request: csp.request })) : NextResponse.rewrite(url)
  // The same address answers in another language to another visitor: no shared cache may mix them.
  response.headers.set('Vary', 'Accept-Language, Cookie')
  return response
}

export const config = {
  // Pages only: not the API, Next's own files, files with an extension (icons, sitemap.xml, robots.txt) or the
  // metadata images. Nor the prerendered pages at a language's prefix (English's /en included): the proxy serves
  // them as they are, with no nonce (the build's header rules carry their policy), and merely running it halved
  // their throughput (docs/benchmarks.md). Next reads this literal at build time, so the languages' prefixes and
  // the prerendered pages (src/csp/sitePages.mjs) are written out; proxy.test.ts holds them to the lists.
  matcher: [
    '/((?!api/|_next/|apple-icon|opengraph-image|icon|.*\\.[a-z0-9]+$|(?:en|ar|de|es|fr|hi|id|ja|ko|ms|pt-br|ru|th|tr|uk|vi|zh-cn|zh-hk|zh-tw)(?:/(?:game-test|privacy-policy|terms-of-use))?$).*)',
  ],
}
