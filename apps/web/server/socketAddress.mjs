// The connecting socket's address for Next's route handlers, which are not given it. Mirrors
// SOCKET_ADDRESS_HEADER of @stardust/auth-server (e2e/production checks per-socket limits through it).
export const SOCKET_ADDRESS_HEADER = 'x-stardust-socket-address'

/** The mark src/server/socketAddress.ts looks for: the header is believed only under this server. */
export function markProductionServer() {
  globalThis[Symbol.for('stardust.productionServer')] = true
}

/**
 * Replaces whatever the client sent under SOCKET_ADDRESS_HEADER (every copy, in both header views
 * Node keeps) with the socket's own address.
 * @param {import('node:http').IncomingMessage} req
 */
export function stampSocketAddress(req) {
  const address = req.socket.remoteAddress ?? ''
  const raw = req.rawHeaders
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i].toLowerCase() === SOCKET_ADDRESS_HEADER) raw.splice(i, 2)
  }
  raw.push(SOCKET_ADDRESS_HEADER, address)
  req.headers[SOCKET_ADDRESS_HEADER] = address
}
