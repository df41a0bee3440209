import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy, cspDirectives } from './contentSecurityPolicy'

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1)

const E2E_ENV = {
  NEXT_PUBLIC_RPC_MANTLE: 'http://127.0.0.1:8650,http://localhost:8650',
  NEXT_PUBLIC_RPC_ARBITRUM: 'wss://arb.example/ws/KEY',
  NEXT_PUBLIC_CLAIM_PROOFS_URL: 'https://proofs.example/airdrops/',
  NEXT_PUBLIC_API_BASE_URL: '/api/v1/',
}

describe('contentSecurityPolicy', () => {
  test('default: production scripts come from the site only, never inline or eval, never from attributes', () => {
    const policy = contentSecurityPolicy({ dev: false })
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
  })

  test('behavior: connect, image and frame sources are named origins, never a whole scheme', () => {
    const policy = contentSecurityPolicy({ dev: false, env: E2E_ENV })
    for (const name of ['connect-src', 'img-src', 'frame-src', 'script-src', 'default-src']) {
      const values = directive(policy, name) ?? []
      expect(values.filter((value) => /^(?:https?|wss?):?$|^\*$/.test(value))).toEqual([])
    }
    const connect = directive(policy, 'connect-src')!
    // The configured RPC overrides (origins only: a key in the path stays out), the proofs' origin, WalletConnect.
    expect(connect).toEqual(expect.arrayContaining(['http://127.0.0.1:8650', 'http://localhost:8650', 'wss://arb.example', 'https://proofs.example', 'wss://relay.walletconnect.org']))
    expect(policy).not.toContain('KEY')
    // A chain with an override reaches only it; one without reaches its public fallback list.
    expect(connect).not.toContain('https://rpc.mantle.xyz')
    expect(connect).toContain('https://ethereum.reth.rs')
  })

  test('behavior: a chain without an override reaches its public RPC origins', () => {
    const connect = directive(contentSecurityPolicy({ dev: false }), 'connect-src')!
    expect(connect).toEqual(expect.arrayContaining(['https://rpc.mantle.xyz', 'https://arb1.arbitrum.io', 'https://ethereum.reth.rs']))
  })

  test('parameters: analytics hosts only when NEXT_PUBLIC_GA_ID is set', () => {
    expect(contentSecurityPolicy({ dev: false })).not.toContain('google')
    const policy = contentSecurityPolicy({ dev: false, env: { NEXT_PUBLIC_GA_ID: 'G-TEST' } })
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com')
  })

  test('parameters: scriptHashes join script-src', () => {
    const policy = contentSecurityPolicy({ dev: false, scriptHashes: ["'sha256-abc='"] })
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"])
  })

  test('parameters: dev allows inline scripts, eval and the dev server socket; production never', () => {
    const dev = contentSecurityPolicy({ dev: true })
    expect(directive(dev, 'script-src')).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]))
    expect(directive(dev, 'connect-src')).toContain('ws:')
    expect(contentSecurityPolicy({ dev: false })).not.toMatch(/unsafe-eval|'unsafe-inline' [^;]*;.*script|ws:(?!\/)/)
  })

  test('parameters: trustedTypes adds the sink requirement and names the one policy', () => {
    const policy = contentSecurityPolicy({ dev: false, trustedTypes: true })
    expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"])
    expect(directive(policy, 'trusted-types')).toEqual(['default'])
    expect(contentSecurityPolicy({ dev: false })).not.toContain('trusted-types')
  })

  test('behavior: violations are reported to /api/csp-report by report-uri and report-to', () => {
    const names = cspDirectives({ dev: false }).map(([name, values]) => `${name} ${values.join(' ')}`)
    expect(names).toEqual(expect.arrayContaining(['report-uri /api/csp-report', 'report-to csp-endpoint']))
  })
})
