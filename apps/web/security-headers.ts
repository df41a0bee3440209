// Security headers for every response. The Content-Security-Policy keeps the wallet
// connectors working: WalletConnect relays over wss:, wallets and RPCs are reached over
// https:, the WalletConnect verify service is framed, and wallet icons can be data: or https:.

const WALLET_FRAMES = [
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://secure.walletconnect.com',
  'https://secure.walletconnect.org',
]

const GOOGLE_ANALYTICS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']

/**
 * Plain-http origins the site is configured to call (an RPC override such as a local test
 * node, an API base or the published claim proofs on another port): `https:` and `wss:` already cover the rest.
 */
export function configuredOrigins(env: Record<string, string | undefined>): string[] {
  const origins = new Set<string>()
  for (const [name, value] of Object.entries(env)) {
    if (!value || !(name.startsWith('NEXT_PUBLIC_RPC_') || name === 'NEXT_PUBLIC_API_BASE_URL' || name === 'NEXT_PUBLIC_CLAIM_PROOFS_URL')) continue
    for (const part of value.split(',')) {
      try {
        const url = new URL(part.trim())
        if (url.protocol === 'http:' || url.protocol === 'ws:') origins.add(url.origin)
      } catch {
        // A relative API base ('/api/v1/') is same-origin: nothing to add.
      }
    }
  }
  return [...origins]
}

export function contentSecurityPolicy(dev: boolean, env: Record<string, string | undefined> = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next inlines its bootstrap and the theme script; dev mode also needs eval for fast refresh.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...GOOGLE_ANALYTICS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // RPC providers, WalletConnect relay and explorer, ENS lookups, analytics.
    'connect-src': ["'self'", 'https:', 'wss:', ...(dev ? ['ws:', 'http://localhost:*', 'http://127.0.0.1:*'] : []), ...configuredOrigins(env)],
    'frame-src': ["'self'", ...WALLET_FRAMES],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(
  dev: boolean,
  env: Record<string, string | undefined> = {},
): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev, env) },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ]
}
