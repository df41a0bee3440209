import { randomBytes } from 'node:crypto'
import { pagePath } from '@/i18n/paths'
import { noncePolicy } from './noncePolicy'
import { PER_REQUEST_PAGES, PRERENDERED_PAGES } from './sitePages.mjs'

export type PerRequestPolicy = {
  /** The request's headers with the policy added: Next reads the nonce from there and writes it on its scripts. */
  request: { headers: Headers }
  /** Sets the policy on the response the browser gets. */
  apply: <R extends { headers: Headers }>(response: R) => R
}

const PRERENDERED = new Set<string>(PRERENDERED_PAGES)
const PER_REQUEST = new Set<string>(PER_REQUEST_PAGES)

/**
 * A fresh nonce and its policy for a page rendered per request, in any language ('/de/stake', '/stake' and
 * '/en/stake' alike, and the 404 of an unknown address, without Trusted Types); undefined for a prerendered page, whose policy
 * with its scripts' hashes the build's header rules carry (scripts/cspHashes.mjs), and under `next dev`,
 * which keeps next.config's policy.
 */
export function perRequestPolicy(request: Request, pathname: string): PerRequestPolicy | undefined {
  const page = pagePath(pathname)
  if (process.env.NODE_ENV !== 'production' || PRERENDERED.has(page)) return undefined
  // An unknown address's 404 is Next's error document, without the Trusted Types script (sitePages.mjs).
  const policy = noncePolicy(randomBytes(16).toString('base64'), { trustedTypes: PER_REQUEST.has(page) })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const name = process.env.STARDUST_CSP_REPORT_ONLY === '1' ? 'content-security-policy-report-only' : 'content-security-policy'
  return {
    request: { headers },
    apply: (response) => {
      response.headers.set(name, policy)
      return response
    },
  }
}
