import { SOCKET_ADDRESS_HEADER, type RequestContext } from '@stardust/auth-server'

/** Set on globalThis by server/production.mjs before it loads Next: only then is the header its own. */
const PRODUCTION_SERVER = Symbol.for('stardust.productionServer')

/**
 * What Next's route handlers are not told: the connecting socket's address. The production server
 * (server/production.mjs) writes it in SOCKET_ADDRESS_HEADER after deleting any the client sent; under
 * `next dev` or `next start` nothing writes it, so a client's copy is ignored and the address is unknown.
 */
export function socketContextOf(request: Request): RequestContext {
  if ((globalThis as Record<symbol, unknown>)[PRODUCTION_SERVER] !== true) return {}
  const ip = request.headers.get(SOCKET_ADDRESS_HEADER)
  return ip ? { ip } : {}
}
