// `stardust-ops verify` compiles contracts/ afresh (the default) or reads the last build (--build, what the node tests
// use). Both must be the same code: one contract compiled afresh, with its imports only, equals the build's (the
// immutables' keys are AST ids, which depend on the set of sources; their positions do not).
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { compileRuntime, lastBuild, type RuntimeBuild } from '../src/ops/verify.js'

const root = fileURLToPath(new URL('..', import.meta.url))

test('a fresh compile with the build settings gives the runtime code and immutable positions of the build', { timeout: 300_000 }, () => {
  const build = lastBuild(root)
  const fresh = compileRuntime(root, ['StarClaim.sol'])
  expect(Object.keys(fresh.contracts)).toEqual(['StarClaim'])
  const positions = (refs: RuntimeBuild['contracts'][string]['immutableReferences']) => Object.values(refs).flat().sort((a, b) => a.start - b.start)
  expect(fresh.contracts.StarClaim!.bytecode).toBe(build.contracts.StarClaim!.bytecode)
  expect(positions(fresh.contracts.StarClaim!.immutableReferences)).toEqual(positions(build.contracts.StarClaim!.immutableReferences))
  // Each position holds the same immutable by name, which is how verify knows what value belongs there.
  const named = (c: RuntimeBuild['contracts'][string]) =>
    Object.entries(c.immutableReferences).flatMap(([id, refs]) => refs.map((r) => [r.start, c.immutables[id]] as const)).sort((a, b) => a[0] - b[0])
  expect(named(fresh.contracts.StarClaim!)).toEqual(named(build.contracts.StarClaim!))
  expect(new Set(named(fresh.contracts.StarClaim!).map(([, name]) => name))).toEqual(new Set(['token', 'merkleRoot', 'deadline', 'treasury', '_cachedDomainSeparator', '_cachedChainId', '_cachedThis', '_hashedName', '_hashedVersion', '_name', '_version']))
})
