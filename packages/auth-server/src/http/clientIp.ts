/**
 * The header in which a server in front of the Fetch handlers (the site's production server, or
 * `startAuthServer`) hands over the connecting socket's address. That server deletes whatever a
 * client sent under this name before setting it, so only it writes the header.
 */
export const SOCKET_ADDRESS_HEADER = 'x-stardust-socket-address'

/** `::ffff:127.0.0.2` (an IPv4 peer of a dual-stack socket) is 127.0.0.2: one client, one bucket. */
function normalize(address: string): string {
  const trimmed = address.trim()
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}

/**
 * The rate-limit identity of a caller.
 *
 * - `trustedProxies` 0 (the server faces clients): the socket's address. X-Forwarded-For is never
 *   read: a client writes whatever it likes there.
 * - `trustedProxies` N: the N-th entry from the right of X-Forwarded-For. Each trusted proxy
 *   appends the address it received the request from, so that entry is the address the outermost
 *   trusted proxy saw; entries to its left came from the client and are never used. With fewer
 *   entries than N the leftmost is taken (every entry there was appended by a trusted proxy);
 *   without the header, the socket's address.
 *
 * The first entry is never the identity by itself: behind a proxy that appends, it is the client's.
 */
export function clientIp(request: Request, socketAddress: string | undefined, trustedProxies: number): string {
  const socket = socketAddress ? normalize(socketAddress) : 'unknown'
  if (trustedProxies <= 0) return socket
  const header = request.headers.get('x-forwarded-for')
  if (!header) return socket
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  return normalize(entries[Math.max(0, entries.length - trustedProxies)]!)
}
