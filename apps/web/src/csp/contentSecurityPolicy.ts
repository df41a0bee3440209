import {
  ANALYTICS_CONNECT_ORIGINS,
  ANALYTICS_SCRIPT_ORIGINS,
  ENS_IMAGE_ORIGINS,
  WALLET_CONNECT_ORIGINS,
  WALLET_FRAME_ORIGINS,
  WALLET_IMAGE_ORIGINS,
  apiOrigins,
  rpcOrigins,
} from './cspSources'

type Env = Record<string, string | undefined>

/** Where browsers send violation reports (report-uri and the Reporting API endpoint of report-to). */
export const CSP_REPORT_PATH = '/api/csp-report'
/** The Reporting-Endpoints name that report-to refers to. */
export const CSP_REPORT_GROUP = 'csp-endpoint'
/** The Trusted Types policy the site's head script creates (src/csp/trustedTypesScript.ts). */
export const TRUSTED_TYPES_POLICY = 'default'

export type ContentSecurityPolicyParameters = {
  /** `next dev`: inline scripts and eval for fast refresh, and the dev server's websocket. */
  dev: boolean
  env?: Env
  /** 'sha256-…' sources of the inline scripts a route's HTML holds (the post-build step adds them per route). */
  scriptHashes?: readonly string[]
  /** Enforce Trusted Types for script sinks (else the page only creates the policy). */
  trustedTypes?: boolean
}

/** The policy as its directives, in order; `serializePolicy` writes the header value. */
export function cspDirectives({ dev, env = {}, scriptHashes = [], trustedTypes = false }: ContentSecurityPolicyParameters): [string, string[]][] {
  const analytics = Boolean(env.NEXT_PUBLIC_GA_ID?.trim())
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Production: the site's own files and the hashes of each page's inline scripts, nothing inline else.
    ['script-src', ["'self'", ...scriptHashes, ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []), ...(analytics ? ANALYTICS_SCRIPT_ORIGINS : [])]],
    ['script-src-attr', ["'none'"]],
    // React, RainbowKit and motion set style attributes; the stylesheets are inlined (experimental.inlineCss).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...WALLET_IMAGE_ORIGINS, ...ENS_IMAGE_ORIGINS, ...(analytics ? ANALYTICS_CONNECT_ORIGINS : [])]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...rpcOrigins(env),
        ...apiOrigins(env),
        ...WALLET_CONNECT_ORIGINS,
        ...(analytics ? ANALYTICS_CONNECT_ORIGINS : []),
        ...(dev ? ['ws:', 'http://localhost:*', 'http://127.0.0.1:*'] : []),
      ]),
    ],
    ['frame-src', ["'self'", ...WALLET_FRAME_ORIGINS]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  if (trustedTypes && !dev) directives.push(['require-trusted-types-for', ["'script'"]], ['trusted-types', [TRUSTED_TYPES_POLICY]])
  directives.push(['report-uri', [CSP_REPORT_PATH]], ['report-to', [CSP_REPORT_GROUP]])
  return directives
}

export function serializePolicy(directives: [string, string[]][]): string {
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

export function contentSecurityPolicy(parameters: ContentSecurityPolicyParameters): string {
  return serializePolicy(cspDirectives(parameters))
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
