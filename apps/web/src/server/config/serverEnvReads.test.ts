// The catalog is every variable the servers read, and the configuration is read in one place: the server code of
// the site and the packages' configuration loaders are scanned for the variables they name.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { variableNamed } from './serverVariables'

const root = fileURLToPath(new URL('../../../../../', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full)
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !/\.test\.|\.d\.m?ts$/.test(entry.name) ? [full] : []
  })
}

/** Code that runs in the site's server process, and the packages' loaders it hands the configuration to. */
const SERVER_CODE = [
  'apps/web/src/server',
  'apps/web/server',
  'apps/web/app/api',
  'apps/web/instrumentation.ts',
  'apps/web/proxy.ts',
  'apps/web/src/csp',
  'packages/auth-server/src/config',
  'packages/rewards-server/src/db/loadDatabaseConfig.ts',
  'packages/contracts/src/node/loadDeployments.ts',
  'packages/chains/src/env.ts',
  'packages/chains/src/rpcUrls.ts',
].flatMap((entry) => (/\.[jt]s$/.test(entry) ? [path.join(root, entry)] : sources(path.join(root, entry))))

/** Read by Next.js or Node themselves, or inlined by next.config.ts at build time: not the operator's to set. */
const NOT_CONFIGURATION = new Set(['NEXT_RUNTIME', 'STARDUST_BUILD_VERSION', 'STARDUST_WALLET_ALLOWLIST', '__NEXT_PRIVATE_STANDALONE_CONFIG'])

/** The only files that may touch process.env, and why. */
const READS_PROCESS_ENV: Record<string, string> = {
  'apps/web/src/server/config/serverConfig.ts': 'the one reading',
  'apps/web/src/server/config/checkConfigAtStart.ts': 'hands process.env to the one reading at start',
  'apps/web/src/server/observability/metrics.ts': 'the build info next.config.ts inlines',
  'apps/web/instrumentation.ts': "Next's runtime name",
  'apps/web/src/csp/perRequestPolicy.ts': "the proxy's per-request policy: the rollout switch (the proxy is loaded by Next, apart from the server's start)",
  'apps/web/src/csp/cspEnv.ts': 'the public variables the policy is made from, which Next inlines into the proxy',
  'apps/web/server/production.mjs': 'the production server reads its own settings (settings.mjs) before Next loads, and publishes them',
  'apps/web/server/loadNext.mjs': "hands Next its standalone config, as Next's own server does",
  'packages/auth-server/src/config/loadAuthServerConfig.ts': 'a default for callers outside the site (its bin)',
  'packages/auth-server/src/config/parseAuthServerConfig.ts': 'a default for callers outside the site (its bin)',
  'packages/auth-server/src/config/schema.ts': 'a comment',
  'packages/contracts/src/node/loadDeployments.ts': 'a default for callers outside the site (its scripts)',
  'packages/chains/src/env.ts': "the browser bundle's env (Next inlines it); the server hands its own down",
}

const code = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
    .join('\n')

function namesRead(text: string): string[] {
  const names = [...text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*[A-Z0-9])\b/g)].map(([, name]) => name!)
  // Names held in constants: `const SINGLE_INSTANCE_VAR = 'STARDUST_SINGLE_INSTANCE'`, `{ file: 'STARDUST_DEPLOYMENTS_FILE' }`.
  names.push(...[...text.matchAll(/['"]((?:STARDUST|AUTH|NEXT_PUBLIC|REDIS)_[A-Z0-9_]*[A-Z0-9])['"]/g)].map(([, name]) => name!))
  return names
}

describe('the server configuration', () => {
  test('behavior: every variable the server code reads is in the catalog (and so in the schema and the docs table)', () => {
    const unknown = new Set<string>()
    for (const file of SERVER_CODE) for (const name of namesRead(code(file))) if (!NOT_CONFIGURATION.has(name) && !variableNamed(name)) unknown.add(`${name} (${path.relative(root, file)})`)
    expect([...unknown]).toEqual([])
  })

  test('behavior: only the configuration module reads process.env', () => {
    const readers = SERVER_CODE.filter((file) => /process\.env\b/.test(code(file))).map((file) => path.relative(root, file))
    expect(readers.filter((file) => !(file in READS_PROCESS_ENV))).toEqual([])
  })

  test('behavior: the scan finds a variable named in code', () => {
    expect(namesRead("const x = env.STARDUST_SOMETHING_NEW ?? process.env['AUTH_OTHER']")).toEqual(['STARDUST_SOMETHING_NEW', 'AUTH_OTHER', 'AUTH_OTHER'])
    expect(variableNamed('STARDUST_SOMETHING_NEW')).toBeUndefined()
    expect(variableNamed('AUTH_RPC_8453')?.name).toBe('AUTH_RPC_<chainId>')
  })
})
