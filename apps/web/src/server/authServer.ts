import { ConfigError, createAuthServer, loadAuthServerConfig, parseAuthServerConfig, type AuthServer } from '@stardust/auth-server'

import { closeOnStop } from './onStop'
import { socketContextOf } from './socketAddress'
import { stopStartOn } from './stopStartOn'
import { withLocalChain } from './withLocalChain'
import { serverConfig } from '@/server/config/serverConfig'
import { logTo } from '@/server/observability/logTo'

type Env = Record<string, string | undefined>

// One auth server per process. Kept on globalThis so dev-mode module reloads reuse it (and its
// Redis connection) instead of leaking a new one per edit.
const holder = globalThis as typeof globalThis & { __stardustAuthServer?: AuthServer }

/**
 * The site's auth-server configuration from the environment (see the auth-server README):
 * domain and uri from AUTH_ORIGIN or NEXTAUTH_URL (default http://localhost:3000), AUTH_SECRET
 * (required in production), REDIS_URL (else in memory). The per-IP limits count the socket's
 * address (socketAddress.ts), or with AUTH_TRUSTED_PROXIES=N the N-th X-Forwarded-For entry from the right.
 * In development (`next dev`) chain 31337, Stardust Local, is allowed too (withLocalChain).
 */
export function loadSiteAuthConfig(env: Env = serverConfig().env) {
  const config = loadAuthServerConfig(env)
  return env.NODE_ENV === 'development' ? withLocalChain(config, env) : config
}

/** The rate-limit identity of the client of `request`, as the sign-in limits count it (for other per-client limits). */
export function siteClientIp(request: Request): string {
  return getAuthServer().clientIp(request, socketContextOf(request))
}

/** The site's auth server, created on first use. */
export function getAuthServer(): AuthServer {
  if (!holder.__stardustAuthServer) {
    const server = createAuthServer(loadSiteAuthConfig(), { logError: logTo('auth') })
    closeOnStop('sign-in store', () => server.close())
    holder.__stardustAuthServer = server
  }
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
export function checkAuthSetupAtStart(env: Env = serverConfig().env): void {
  stopStartOn(
    'Auth server setup failed',
    () => parseAuthServerConfig(loadSiteAuthConfig(env)),
    (error) => (error instanceof ConfigError ? `${error.shortMessage}${error.details ? ` (${error.details})` : ''}` : undefined),
  )
}
