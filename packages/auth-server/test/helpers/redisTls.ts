import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { writeFileSync } from 'node:fs'

/** A certificate authority and a certificate it signed for 127.0.0.1, for Redis servers and sentinels on TLS. */
export type TlsFiles = { ca: string; cert: string; key: string }

/** Writes a throwaway authority and server certificate into `dir` (openssl, as an operator would). */
export function makeTlsFiles(dir: string): TlsFiles {
  const file = (name: string) => path.join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' })
  openssl('req', '-x509', '-new', '-nodes', '-newkey', 'rsa:2048', '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2', '-subj', '/CN=stardust-test-ca')
  openssl('req', '-new', '-nodes', '-newkey', 'rsa:2048', '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=127.0.0.1')
  writeFileSync(file('san.ext'), 'subjectAltName=IP:127.0.0.1\n')
  openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('server.pem'), '-days', '2', '-extfile', file('san.ext'))
  return { ca: file('ca.pem'), cert: file('server.pem'), key: file('server.key') }
}

/** redis-server arguments: TLS only on `port` (no plain port), clients need not present a certificate. */
export function tlsServerArgs(tls: TlsFiles, port: number): string[] {
  return ['--port', '0', '--tls-port', String(port), '--tls-cert-file', tls.cert, '--tls-key-file', tls.key, '--tls-ca-cert-file', tls.ca, '--tls-auth-clients', 'no', '--tls-replication', 'yes']
}

/** redis-cli arguments to reach such a server. */
export function tlsCliArgs(tls: TlsFiles): string[] {
  return ['--tls', '--cacert', tls.ca]
}
