import ipaddr from 'ipaddr.js'

/**
 * The header in which a server in front of the Fetch handlers (the site's production server, or
 * `startAuthServer`) hands over the connecting socket's address. That server deletes whatever a
 * client sent under this name before setting it, so only it writes the header.
 */
export const SOCKET_ADDRESS_HEADER = 'x-stardust-socket-address'

/** Prefix length IPv6 clients are grouped by when none is configured: one customer's network (RFC 6177). */
export const DEFAULT_IPV6_PREFIX = 64

/**
 * One client, one bucket. `::ffff:127.0.0.2` (an IPv4 peer of a dual-stack socket) is 127.0.0.2.
 * An IPv6 address stands for its network (`2001:db8:1:2::/64`): one host is given a whole /64 and
 * can rotate through 2^64 addresses, so counting addresses would count nothing. Text that is no
 * address (a proxy's odd entry) is kept as it came.
 */
export function clientGroup(address: string, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): string {
  const trimmed = address.trim()
  let parsed: ipaddr.IPv4 | ipaddr.IPv6
  try {
    parsed = ipaddr.parse(trimmed.replace(/^\[(.*)\]$/, '$1'))
  } catch {
    return trimmed
  }
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString()
  if (ipv6Prefix >= 128) return v6.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/${ipv6Prefix}`).toString()}/${ipv6Prefix}`
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
 * IPv6 addresses are grouped by their first `ipv6Prefix` bits (`clientGroup`).
 */
export function clientIp(request: Request, socketAddress: string | undefined, trustedProxies: number, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): string {
  const socket = socketAddress ? clientGroup(socketAddress, ipv6Prefix) : 'unknown'
  if (trustedProxies <= 0) return socket
  const header = request.headers.get('x-forwarded-for')
  if (!header) return socket
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  return clientGroup(entries[Math.max(0, entries.length - trustedProxies)]!, ipv6Prefix)
}
