import { ConfigError, createAuthServer, loadAuthServerConfig, parseAuthServerConfig, type AuthServer } from '@stardust/auth-server'

import { stopStartOn } from './stopStartOn'
import { withLocalChain } from './withLocalChain'

type Env = Record<string, string | undefined>

// One auth server per process. Kept on globalThis so dev-mode module reloads reuse it (and its
// Redis connection) instead of leaking a new one per edit.
const holder = globalThis as typeof globalThis & { __stardustAuthServer?: AuthServer }

/**
 * The site's auth-server configuration from the environment (see the auth-server README):
 * domain and uri from AUTH_ORIGIN or NEXTAUTH_URL (default http://localhost:3000), AUTH_SECRET
 * (required in production), REDIS_URL (else in memory). Client IPs come from X-Forwarded-For,
 * which Next.js and hosting proxies set; AUTH_TRUST_PROXY=0 (or false) turns that off.
 * In development (`next dev`) chain 31337, Stardust Local, is allowed too (withLocalChain).
 */
export function loadSiteAuthConfig(env: Env = process.env) {
  const config = loadAuthServerConfig(env, { trustProxy: true })
  return env.NODE_ENV === 'development' ? withLocalChain(config, env) : config
}

/** The site's auth server, created on first use. */
export function getAuthServer(): AuthServer {
  holder.__stardustAuthServer ??= createAuthServer(loadSiteAuthConfig())
  return holder.__stardustAuthServer
}

/** Closes the auth server's store (its Redis connection); the next request creates the server again. */
export async function closeAuthServer(): Promise<void> {
  const server = holder.__stardustAuthServer
  delete holder.__stardustAuthServer
  await server?.close()
}

/**
 * For instrumentation.ts: a bad auth configuration (production without a real AUTH_SECRET, an
 * unreadable AUTH_* value) stops `next start`, as the standalone server does, instead of serving
 * pages whose sign-in answers 500. Validates only: no store connection is opened here.
 */
export function checkAuthSetupAtStart(env: Env = process.env): void {
  stopStartOn(
    'Auth server setup failed',
    () => parseAuthServerConfig(loadSiteAuthConfig(env)),
    (error) => (error instanceof ConfigError ? `${error.shortMessage}${error.details ? ` (${error.details})` : ''}` : undefined),
  )
}
