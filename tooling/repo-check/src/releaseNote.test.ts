import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import { RELEASE_NOTE_TEMPLATE, fileSha256, pendingChanges, releaseNote, type Release } from '../../../scripts/releaseNote.mjs'
import { repoRoot } from './repoFiles'

const root = repoRoot(fileURLToPath(import.meta.url))

const template = readFileSync(RELEASE_NOTE_TEMPLATE, 'utf8')
const commit = 'a'.repeat(40)
const manifestSha256 = 'b'.repeat(64)
const mantle = ['ok      StarToken     0x95A5EB007DDA9B3C70A5BC91a5Cc9273fE137427: created by the recorded init code and salt']
const release: Release = { version: '1.2.0', commit, manifestSha256, verification: [{ chain: 'https://rpc.mantle.xyz', exitCode: 0, lines: mantle }], changes: ['Safe files carry their checksum'] }

describe('releaseNote', () => {
  test('default: the note states the commit, the manifest hash and every chain verified, and nothing is left unfilled', () => {
    const note = releaseNote(template, release)
    expect(note).toContain(`# Stardust 1.2.0`)
    expect(note).toContain(`**Commit:** \`${commit}\``)
    expect(note).toContain(`SHA-256 \`${manifestSha256}\``)
    expect(note).toContain(`  https://rpc.mantle.xyz:\n\n      ${mantle[0]}`)
    expect(note).toContain('- Safe files carry their checksum')
    expect(note).not.toMatch(/\{\{|\}\}/)
  })

  test('behavior: a contract that fails verification keeps the note from being written, naming the chain and the line', () => {
    const failed = 'FAILED  StarClaim     0x1111111111111111111111111111111111111111: merkleRoot is 0x01 on the chain; the recorded Merkle root is 0x02'
    expect(() => releaseNote(template, { ...release, verification: [...release.verification, { chain: 'https://arb1.arbitrum.io/rpc', exitCode: 1, lines: [mantle[0]!, failed] }] })).toThrow(
      `stardust-ops verify failed on https://arb1.arbitrum.io/rpc:\n${failed}`,
    )
    expect(() => releaseNote(template, { ...release, verification: [{ chain: 'x', exitCode: 1, lines: ['stardust-ops: cannot reach x'] }] })).toThrow('stardust-ops verify failed on x:\nstardust-ops: cannot reach x')
  })

  test('behavior: no chain verified, uncommitted changes, a short commit or a malformed hash are refused', () => {
    expect(() => releaseNote(template, { ...release, verification: [] })).toThrow('no chain was verified')
    expect(() => releaseNote(template, { ...release, dirty: true })).toThrow('uncommitted changes')
    expect(() => releaseNote(template, { ...release, commit: 'abc123' })).toThrow('full 40-hex hash')
    expect(() => releaseNote(template, { ...release, manifestSha256: 'nope' })).toThrow('64 hex digits')
    expect(() => releaseNote('{{unknown}}', release)).toThrow('the template names {{unknown}}')
  })
})

test('fileSha256 and pendingChanges read what the note states', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-note-'))
  writeFileSync(path.join(dir, 'manifest.json'), '{"files":{}}\n')
  expect(fileSha256(path.join(dir, 'manifest.json'))).toBe(createHash('sha256').update('{"files":{}}\n').digest('hex'))
  writeFileSync(path.join(dir, 'README.md'), '# Changesets\n')
  writeFileSync(path.join(dir, 'b-change.md'), "---\n'@stardust/contracts': minor\n---\n\nverify binds the record\n\nmore detail\n")
  writeFileSync(path.join(dir, 'a-change.md'), "---\n'@stardust/ui': patch\n---\n\nthe header's menu closes on Escape\n")
  expect(pendingChanges(dir)).toEqual(["the header's menu closes on Escape", 'verify binds the record'])
})

test('release-note.mjs refuses, naming it, a release whose site manifest is missing', async () => {
  const missing = path.join(tmpdir(), 'no-such-manifest.json')
  const error = (await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'release-note.mjs'), '--manifest', missing]).then(
    () => undefined,
    (e: unknown) => e,
  )) as { code: number; stderr: string }
  expect(error.code).toBe(1)
  expect(error.stderr.trim()).toBe(`release-note: ${missing} is missing: build the site first (its build writes the manifest)`)
})
