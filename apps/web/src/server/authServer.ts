import { createAuthServer, loadAuthServerConfig, type AuthServer } from '@stardust/auth-server'

// One auth server per process. Kept on globalThis so dev-mode module reloads reuse it (and its
// Redis connection) instead of leaking a new one per edit.
const holder = globalThis as typeof globalThis & { __stardustAuthServer?: AuthServer }

/**
 * The site's auth server, created on first use from the environment (see the auth-server README):
 * domain and uri from AUTH_ORIGIN or NEXTAUTH_URL (default http://localhost:3000), AUTH_SECRET
 * (required in production), REDIS_URL (else in memory). Client IPs come from X-Forwarded-For,
 * which Next.js and hosting proxies set; AUTH_TRUST_PROXY=0 (or false) turns that off.
 */
export function getAuthServer(): AuthServer {
  if (!holder.__stardustAuthServer) {
    holder.__stardustAuthServer = createAuthServer(loadAuthServerConfig(process.env, { trustProxy: true }))
  }
  return holder.__stardustAuthServer
}
