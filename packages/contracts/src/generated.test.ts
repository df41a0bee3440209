// The compiled contract modules are committed (src/generated, test/generated, bench/generated) so that
// no build compiles Solidity unless a contract changed. These tests fail when the committed modules
// do not match their sources and compiler settings, or were edited by hand.
import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const GENERATED = ['src/generated', 'test/generated', 'bench/generated']

test('default: the generated modules match the sources, OpenZeppelin, the compiler and its settings', () => {
  const check = spawnSync(process.execPath, ['scripts/compile.mjs', '--check'], { cwd: root, encoding: 'utf8' })
  expect(check.stderr).toBe('')
  expect(check.status).toBe(0)
})

test('behavior: the generated modules are the committed ones (a build that had to recompile leaves a difference to commit)', () => {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' })
  const changed = git('status', '--porcelain', '--untracked-files=all', '--', ...GENERATED)
  expect(changed, 'compile.mjs wrote modules that differ from the committed ones: commit them').toBe('')
})
