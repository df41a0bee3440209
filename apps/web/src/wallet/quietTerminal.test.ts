import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { devServerEnv } from '../../scripts/devServerEnv.mjs'
import nextConfig from '../../next.config'

// `pnpm dev` with the embedded defaults prints no warnings (measured: 72 RainbowKit warnings
// in one short visit, and next-auth's NEXTAUTH_URL warning, before these guards).
const appDir = fileURLToPath(new URL('../..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : []
  })
}

describe('the run command stays quiet', () => {
  test("behavior: no module imports a stylesheet of a server-external package (Next warns it 'can't be external')", () => {
    const external = nextConfig.serverExternalPackages ?? []
    expect(external).toContain('@rainbow-me/rainbowkit')
    const offenders = [...sources(join(appDir, 'src')), ...sources(join(appDir, 'app'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+['"]([^'"]+\.css)['"]/g)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => external.some((name) => specifier.startsWith(`${name}/`)))
        .map((specifier) => `${file.slice(appDir.length)}: ${specifier}`),
    )
    expect(offenders).toEqual([])
  })

  test('default: next dev gets the documented origin as NEXTAUTH_URL (next-auth warns when it is unset)', () => {
    const local = { deploymentsFile: '/tmp/deployments.json', rpcUrl: 'http://127.0.0.1:8545', readyFile: '/tmp/ready' }
    expect(devServerEnv({}, local)).toEqual({
      STARDUST_DEPLOYMENTS_FILE: '/tmp/deployments.json',
      STARDUST_DEV_READY_FILE: '/tmp/ready',
      NEXT_PUBLIC_RPC_LOCAL: 'http://127.0.0.1:8545',
      NEXTAUTH_URL: 'http://localhost:3000',
    })
  })

  test('parameters: PORT, and NEXTAUTH_URL / NEXT_PUBLIC_RPC_LOCAL set by the visitor win', () => {
    const local = { deploymentsFile: '/tmp/d.json', rpcUrl: 'http://127.0.0.1:8545', readyFile: '/tmp/ready' }
    expect(devServerEnv({ PORT: '3100' }, local).NEXTAUTH_URL).toBe('http://localhost:3100')
    const own = devServerEnv({ NEXTAUTH_URL: 'https://app.example', NEXT_PUBLIC_RPC_LOCAL: 'http://127.0.0.1:9' }, local)
    expect(own).toMatchObject({ NEXTAUTH_URL: 'https://app.example', NEXT_PUBLIC_RPC_LOCAL: 'http://127.0.0.1:9' })
  })
})
