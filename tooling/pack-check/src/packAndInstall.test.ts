import { execFile } from 'node:child_process'
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Package } from '@arethetypeswrong/core'
import { type Consumer, addToConsumer, createConsumer, runInConsumer } from './consumer.js'
import { tarballPackage, typeProblems } from './typeResolution.js'
import { type Manifest, workspacePackages } from './workspace.js'

const run = promisify(execFile)
const all = workspacePackages()
const published = all.filter((manifest) => !manifest.private)
const isPrivate = new Set(all.filter((manifest) => manifest.private).map((manifest) => manifest.name))

/** Entries that need optional peers: imported by their own test once those are installed. */
const NEEDS_OPTIONAL_PEERS = new Set(['@stardust/wallet-auth/react'])
/** Not JavaScript. */
const isAsset = (entry: string) => entry === './package.json' || entry.endsWith('.css')
/**
 * Exact pins and double source-map comments in packages owned by other teams, reported to them
 * (issue 15); listed so the check holds everyone else and fails when a new one appears.
 */
const KNOWN_EXACT_PINS = new Set<string>([])
const KNOWN_DOUBLE_SOURCE_MAPS = new Set<string>([])

let consumer: Consumer
beforeAll(async () => {
  consumer = await createConsumer(published.map((manifest) => manifest.name))
  console.info(`pack-check: pack ${consumer.timings.pack} ms, npm install ${consumer.timings.install} ms`)
})
afterAll(() => {
  if (consumer) rmSync(dirname(consumer.dir), { recursive: true, force: true })
})

const installed = (name: string): Manifest => JSON.parse(readFileSync(join(consumer.dir, 'node_modules', name, 'package.json'), 'utf8')) as Manifest

test('default: every published package installs from its tarball with npm, beside the others', () => {
  expect(consumer.tarballs).toHaveLength(published.length)
  for (const { name, version } of published) expect(installed(name).version).toBe(version)
})

describe('published manifests', () => {
  test('behavior: every @stardust dependency is published (not private) and written as a semver range', () => {
    for (const { name } of published) {
      const manifest = installed(name)
      for (const [dependency, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
        expect(range, `${name} > ${dependency}`).not.toMatch(/^(workspace|catalog):/)
        if (dependency.startsWith('@stardust/')) expect(isPrivate.has(dependency), `${name} depends on private ${dependency}`).toBe(false)
      }
    }
  })

  test('behavior: dependencies are ranges, not exact pins (a consumer keeps one valid hoisted copy)', () => {
    const pins: string[] = []
    for (const { name } of published) {
      for (const [dependency, range] of Object.entries(installed(name).dependencies ?? {})) {
        if (/^\d+\.\d+\.\d+/.test(range) && !KNOWN_EXACT_PINS.has(`${name}>${dependency}`)) pins.push(`${name}>${dependency}@${range}`)
      }
    }
    expect(pins).toEqual([])
  })

  test('behavior: no peer warning, with playwright-core instead of @playwright/test', () => {
    expect(consumer.npmOutput.split('\n').filter((line) => /peer|ERESOLVE/i.test(line))).toEqual([])
    expect(installed('@stardust/test-wallet').peerDependencies).toEqual({ viem: '^2.57.0' })
  })

  test('behavior: every .js file has one sourceMappingURL comment', () => {
    const doubled: string[] = []
    for (const { name } of published) {
      if (KNOWN_DOUBLE_SOURCE_MAPS.has(name)) continue
      const dist = join(consumer.dir, 'node_modules', name, 'dist')
      // Recursive: a package built module by module (wallet-auth) keeps its files in folders.
      for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))) {
        const count = readFileSync(join(dist, file), 'utf8').match(/\/\/# sourceMappingURL=/g)?.length ?? 0
        if (count !== 1) doubled.push(`${name}/dist/${file}: ${count}`)
      }
    }
    expect(doubled).toEqual([])
  })
})

describe('types as consumers resolve them ("Are the types wrong?", ESM-only)', () => {
  // One process for every tarball, the ones installed above: the CLI run per package (attw --pack)
  // packed each package again and loaded TypeScript each time, about five times the CPU.
  test('default: every entry of every published package resolves to types that match its JavaScript', async () => {
    const problems: string[] = []
    for (const file of consumer.tarballs) problems.push(...(await typeProblems(tarballPackage(file))))
    expect(problems).toEqual([])
  })

  test('behavior: an entry whose types file is missing, or that ships no types, is reported', async () => {
    const manifest = { name: 'broken', version: '1.0.0', type: 'module', exports: { '.': { types: './index.d.ts', default: './index.js' } } }
    const files = {
      '/node_modules/broken/package.json': JSON.stringify(manifest),
      '/node_modules/broken/index.js': 'export const one = 1\n',
      '/node_modules/broken/types/index.d.ts': 'export declare const one: number\n',
    }
    // Types ship (in types/), but the entry names a file that is not there.
    expect(await typeProblems(new Package(files, 'broken', '1.0.0'))).toEqual([
      'broken: Could not find types (., node16-esm)',
      'broken: Could not find types (., bundler)',
    ])
    const untyped = { '/node_modules/broken/package.json': JSON.stringify({ ...manifest, exports: { '.': './index.js' } }), '/node_modules/broken/index.js': files['/node_modules/broken/index.js'] }
    expect(await typeProblems(new Package(untyped, 'broken', '1.0.0'))).toEqual(['broken: ships no types'])
  })
})

test('default: every entry imports in Node from the installed packages', async () => {
  const specifiers = published.flatMap(({ name }) =>
    Object.keys(installed(name).exports ?? { '.': true })
      .filter((entry) => !isAsset(entry))
      .map((entry) => (entry === '.' ? name : `${name}/${entry.slice(2)}`))
      .filter((specifier) => !NEEDS_OPTIONAL_PEERS.has(specifier)),
  )
  expect(specifiers).toContain('@stardust/auth-server/node')
  const script = `const specifiers = ${JSON.stringify(specifiers)}
const counts = {}
for (const specifier of specifiers) counts[specifier] = Object.keys(await import(specifier)).length
console.log(JSON.stringify(counts))`
  const { stdout } = await runInConsumer(consumer, 'import-all.mjs', script)
  const counts = JSON.parse(stdout) as Record<string, number>
  for (const specifier of specifiers) expect(counts[specifier], specifier).toBeGreaterThan(0)
})

test('behavior: ioredis is loaded only when a Redis URL is configured', async () => {
  const script = `import { createRequire } from 'node:module'
import { createAuthServer } from '@stardust/auth-server'
const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('/ioredis/'))
const memory = createAuthServer({ domain: 'localhost:5173', uri: 'http://localhost:5173', secret: 'x'.repeat(32), production: false })
const before = loaded()
await memory.close()
const redis = createAuthServer({ domain: 'localhost:5173', uri: 'http://localhost:5173', secret: 'x'.repeat(32), production: false, redisUrl: 'redis://127.0.0.1:1' })
// The first request touches the store (its rate limit), which imports ioredis.
await redis.handle(new Request('http://127.0.0.1/user/nonce', { method: 'POST', body: '{}' }))
const after = loaded()
await redis.close()
console.log(JSON.stringify({ before, after }))`
  const { stdout } = await runInConsumer(consumer, 'ioredis.mjs', script)
  expect(JSON.parse(stdout)).toEqual({ before: false, after: true })
})

test('behavior: the bin stardust-auth-server is linked, and a bad variable is named without a stack trace', async () => {
  const bin = join(consumer.dir, 'node_modules', '.bin', 'stardust-auth-server')
  const failure = await run(bin, [], { env: { PATH: process.env.PATH, AUTH_ORIGIN: 'localhost:5173' } }).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  )
  expect(failure?.code).toBe(1)
  expect(failure?.stderr).toBe(
    'auth-server: Invalid auth-server configuration\n  AUTH_ORIGIN="localhost:5173": an absolute http(s) URL such as http://localhost:5173 (scheme included)\n',
  )
})

test('behavior: @stardust/wallet-auth/react loads beside its optional peers at their published ranges', async () => {
  const peers = installed('@stardust/wallet-auth').peerDependencies ?? {}
  const specs = ['react', 'wagmi', '@tanstack/react-query'].map((name) => `${name}@${peers[name]}`)
  const started = Date.now()
  const npmOutput = await addToConsumer(consumer, specs, ['@wagmi/connectors'])
  console.info(`pack-check: npm install of wallet-auth's React peers ${Date.now() - started} ms`)
  expect(npmOutput).not.toMatch(/ERESOLVE|peer dep|invalid/i)
  const script = `const entry = await import('@stardust/wallet-auth/react')
console.log(JSON.stringify(Object.keys(entry).sort()))`
  const { stdout } = await runInConsumer(consumer, 'react-entry.mjs', script)
  expect(JSON.parse(stdout)).toEqual(expect.arrayContaining(['WalletAuthProvider', 'useWalletAuth']))
})

test('behavior: a dapp on the tarballs signs in both ways: bearer without a signer, DPoP-bound with one (the lifted token alone then fails)', async () => {
  const script = `import { startAuthServer } from '@stardust/auth-server/node'
import { createApiClient } from '@stardust/api-client'
import { createDpopSigner } from '@stardust/wallet-auth'
import { generateKeyPair } from 'dpop'
import { privateKeyToAccount } from 'viem/accounts'
const config = { domain: 'localhost:5173', uri: 'http://localhost:5173', secret: 'x'.repeat(32), production: false, chainIds: [1] }
const server = await startAuthServer({ port: 0, config })
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const results = {}
for (const mode of ['bearer', 'dpop']) {
  const keys = new Map()
  const get = (address) => keys.get(address) ?? keys.set(address, generateKeyPair('ES256')).get(address)
  const dpop = mode === 'dpop' ? createDpopSigner({ keys: { get } }) : undefined
  const api = createApiClient({ baseURL: server.url + '/api/v1/', dpop })
  const { message } = await api.getNonce(account.address, 1)
  const token = await api.login(account.address, await account.signMessage({ message }))
  const me = await api.query('GET', 'user/me', undefined, token)
  const lifted = await fetch(server.url + '/api/v1/user/me', { headers: { authorization: 'Bearer ' + token } })
  results[mode] = { account: me.data.account, lifted: lifted.status }
}
await server.close()
console.log(JSON.stringify(results))`
  const { stdout } = await runInConsumer(consumer, 'sign-in-modes.mjs', script)
  const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  expect(JSON.parse(stdout)).toEqual({ bearer: { account, lifted: 200 }, dpop: { account, lifted: 401 } })
})
