// The pure parts of the post-build CSP step (cspHashes.mjs): hashing a page's inline scripts, adding
// hashes to a policy's script-src, and a routes-manifest header rule for one route.
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The 'sha256-…' source of every inline script in `html` (a <script> without src), in page order, once
 * each. A script's hash is over its text exactly as served (script text is raw: no entity decoding).
 * @param {string} html @returns {string[]}
 */
export function hashInlineScripts(html) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(text ?? '', 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * `policy` with `hashes` added to its script-src, right after 'self'.
 * @param {string} policy @param {string[]} hashes @returns {string}
 */
export function addScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy
  let found = false
  const out = policy.split(';').map((directive) => {
    const [name, ...values] = directive.trim().split(/\s+/)
    if (name !== 'script-src') return directive
    found = true
    const rest = values.filter((value) => !hashes.includes(value))
    return ` ${[name, rest[0] ?? "'self'", ...hashes, ...rest.slice(1)].join(' ')}`
  })
  if (!found) throw new Error('the policy has no script-src directive')
  return out.join(';').trim()
}

/** The source next.config gives its every-path rule: an unnamed group, which Next's header matching drops. */
export const CATCH_ALL_SOURCE = '/(.*)'

/**
 * The build's every-path rule carrying the base Content-Security-Policy (next.config `headers()`). Its source must
 * capture no named parameter: for a rule that captured one (`/:path*`), Next compiles every header value holding
 * a `:` as a path template with the captured values, on every request that rule matches (every request), which
 * for the 2 KB policy cost more than all the other header rules together.
 * @param {{ source: string, headers: { key: string, value: string }[], stardustCsp?: boolean }[]} rules
 */
export function catchAllRule(rules) {
  const withPolicy = rules.filter((rule) => !rule.stardustCsp && rule.headers.some(({ key }) => key.toLowerCase() === 'content-security-policy'))
  const rule = withPolicy.find((candidate) => candidate.source === CATCH_ALL_SOURCE)
  if (!rule) {
    const sources = withPolicy.map((candidate) => candidate.source).join(', ') || 'none'
    throw new Error(`no Content-Security-Policy rule for every path with source ${CATCH_ALL_SOURCE} (next.config headers(); found: ${sources}). A named parameter such as /:path* makes Next compile the policy on every request`)
  }
  return rule
}

/**
 * A routes-manifest header rule for exactly `route` (and its trailing-slash form), carrying `policy`.
 * @param {string} route @param {string} policy
 */
export function routeRule(route, policy) {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return {
    source: route,
    headers: [{ key: 'Content-Security-Policy', value: policy }],
    regex: `^${route === '/' ? '/' : escaped}(?:/)?$`,
    stardustCsp: true,
  }
}

/**
 * English is prerendered under /en and served at the paths without a prefix (proxy.ts rewrites /stake to
 * /en/stake). Header rules match the address the browser asked for, so each /en route's hashes go to its
 * unprefixed path as well. @param {Record<string, string[]>} hashes @returns {Record<string, string[]>}
 */
export function withUnprefixedEnglish(hashes) {
  const out = { ...hashes }
  for (const [route, routeHashes] of Object.entries(hashes)) {
    if (route === '/en') out['/'] = routeHashes
    else if (route.startsWith('/en/')) out[route.slice(3)] = routeHashes
  }
  return out
}

/**
 * The pages the CSP would break (src/csp/sitePages.mjs): one in `prerenderedPages` that is not prerendered in
 * every language (the proxy gives it no nonce, and it has no hashes); a page (app route ending in /page)
 * prerendered in some language but not listed there (the proxy's nonce would replace its hashes; its HTML
 * carries none); and one rendered per request that is not in `perRequestPages` (the proxy would take it for
 * an unknown address and leave Trusted Types off). A catch-all (the 404 of unknown addresses) is left out.
 * @param {{ appPaths: Record<string, string>, prerendered: Record<string, { srcRoute?: string | null }>, hashed: Set<string> | string[], prerenderedPages: readonly string[], perRequestPages: readonly string[] }} build
 * @returns {{ notPrerendered: string[], unlisted: string[], perRequestUnlisted: string[], locales: string[] }}
 */
export function pageCoverage({ appPaths, prerendered, hashed, prerenderedPages, perRequestPages }) {
  const hashedRoutes = new Set(hashed)
  const locales = Object.entries(prerendered)
    .filter(([, route]) => route.srcRoute === '/[locale]')
    .map(([path]) => path.slice(1))
  const notPrerendered = []
  const unlisted = []
  const perRequestUnlisted = []
  for (const [entry, route] of Object.entries(appPaths)) {
    if (!entry.endsWith('/page') || route.includes('[...') || !route.startsWith('/[locale]')) continue
    const page = route.slice('/[locale]'.length) || '/'
    const count = locales.filter((locale) => hashedRoutes.has(page === '/' ? `/${locale}` : `/${locale}${page}`)).length
    if (prerenderedPages.includes(page)) {
      if (locales.length === 0 || count < locales.length) notPrerendered.push(page)
    } else if (count > 0) unlisted.push(page)
    else if (!perRequestPages.includes(page)) perRequestUnlisted.push(page)
  }
  return { notPrerendered, unlisted, perRequestUnlisted, locales }
}
