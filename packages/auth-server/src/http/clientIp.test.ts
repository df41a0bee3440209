import { describe, expect, test } from 'vitest'
import { clientIp } from './clientIp.js'

const withForwarded = (value?: string) => new Request('http://localhost/user/nonce', { headers: value === undefined ? {} : { 'x-forwarded-for': value } })

describe('clientIp', () => {
  test('default: facing clients (0 proxies), the socket address; X-Forwarded-For is never read', () => {
    expect(clientIp(withForwarded(), '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientIp(withForwarded('198.51.100.1'), '203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientIp(withForwarded('198.51.100.1'), undefined, 0)).toBe('unknown')
  })

  test('behavior: N trusted proxies take the N-th entry from the right, never a forged first entry', () => {
    // nginx appends the peer it saw: whatever the client wrote stays on the left.
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.7'), '10.0.0.2', 1)).toBe('203.0.113.7')
    expect(clientIp(withForwarded('6.6.6.6,1.1.1.1, 203.0.113.7'), '10.0.0.2', 1)).toBe('203.0.113.7')
    // A CDN then a load balancer, each appending.
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.7, 172.16.0.9'), '10.0.0.2', 2)).toBe('203.0.113.7')
  })

  test('behavior: fewer entries than proxies takes the leftmost; no header takes the socket', () => {
    expect(clientIp(withForwarded('203.0.113.7'), '10.0.0.2', 2)).toBe('203.0.113.7')
    expect(clientIp(withForwarded(), '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(clientIp(withForwarded(' , '), '10.0.0.2', 1)).toBe('10.0.0.2')
  })

  test('behavior: an IPv4 peer of a dual-stack socket is its IPv4 address', () => {
    expect(clientIp(withForwarded(), '::ffff:127.0.0.2', 0)).toBe('127.0.0.2')
    expect(clientIp(withForwarded('::ffff:203.0.113.7'), '10.0.0.2', 1)).toBe('203.0.113.7')
  })

  test('behavior: an IPv6 client is its /64, however it writes its address', () => {
    expect(clientIp(withForwarded(), '2001:db8::1', 0)).toBe('2001:db8::/64')
    expect(clientIp(withForwarded(), '2001:0DB8:0000:0000:ffff:1:2:3', 0)).toBe('2001:db8::/64')
    expect(clientIp(withForwarded('2001:db8:0:1::5'), '10.0.0.2', 1)).toBe('2001:db8:0:1::/64')
    expect(clientIp(withForwarded(), '[2001:db8:7::1]', 0)).toBe('2001:db8:7::/64')
  })

  test('parameters: ipv6Prefix sets the network size; 128 is the address itself', () => {
    expect(clientIp(withForwarded(), '2001:db8:1:2ff::1', 0, 56)).toBe('2001:db8:1:200::/56')
    expect(clientIp(withForwarded(), '2001:db8::1', 0, 128)).toBe('2001:db8::1')
  })

  test('behavior: an entry that is no address is kept as it came', () => {
    expect(clientIp(withForwarded('unknown'), '10.0.0.2', 1)).toBe('unknown')
  })
})
