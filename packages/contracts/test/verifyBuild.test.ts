// `stardust-ops verify` compiles contracts/ afresh (the default) or reads the last build (--build, what the node tests
// use). Both must be the same code: one contract compiled afresh, with its imports only, equals the build's (the
// immutables' keys are AST ids, which depend on the set of sources; their positions do not).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { compileRuntime, type RuntimeBuild } from '../src/ops/verify.js'

const root = fileURLToPath(new URL('..', import.meta.url))

test('a fresh compile with the build settings gives the runtime code and immutable positions of the build', { timeout: 300_000 }, () => {
  const build = JSON.parse(readFileSync(new URL('../src/generated/runtime.json', import.meta.url), 'utf8')) as RuntimeBuild
  const fresh = compileRuntime(root, ['StarClaim.sol'])
  expect(Object.keys(fresh.contracts)).toEqual(['StarClaim'])
  const positions = (refs: RuntimeBuild['contracts'][string]['immutableReferences']) => Object.values(refs).flat().sort((a, b) => a.start - b.start)
  expect(fresh.contracts.StarClaim!.bytecode).toBe(build.contracts.StarClaim!.bytecode)
  expect(positions(fresh.contracts.StarClaim!.immutableReferences)).toEqual(positions(build.contracts.StarClaim!.immutableReferences))
})
