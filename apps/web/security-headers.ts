// Security headers for every response (next.config `headers()`). The Content-Security-Policy here is
// the build's base policy: in production `script-src` allows the site's own files only, and the
// post-build step (scripts/cspHashes.mjs) adds one rule per prerendered route with the hashes of that
// page's inline scripts. See src/csp/ for how each directive is made.
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, contentSecurityPolicy } from './src/csp/contentSecurityPolicy'

export function securityHeaders(dev: boolean, env: Record<string, string | undefined> = {}): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, env, trustedTypes: true }) },
    // The Reporting API's endpoint for report-to (report-uri is the fallback of browsers without it).
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ]
}
