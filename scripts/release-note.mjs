#!/usr/bin/env node
// Writes the release note of the checked-out commit (.changeset/release-note.template): the commit, the SHA-256 of
// the site's manifest and `stardust-ops verify` on each chain of the deployments record. Refuses, in words, a tree
// with uncommitted changes, a missing manifest and any contract that does not verify.
//   node scripts/release-note.mjs --version 1.2.0 --rpc https://rpc.mantle.xyz [--rpc …] [--manifest <file>] [--out <file>]
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RELEASE_NOTE_TEMPLATE, ReleaseNoteError, fileSha256, pendingChanges, releaseNote } from './releaseNote.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const all = (flag) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]] : []))
const one = (flag, fallback) => all(flag)[0] ?? fallback

try {
  const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim()
  // The quick refusals first: verify compiles the contracts (minutes).
  const manifestSha256 = fileSha256(one('--manifest', path.join(root, 'apps', 'web', '.next', 'stardust-manifest.json')))
  const dirty = git('status', '--porcelain') !== ''
  if (dirty) throw new ReleaseNoteError('the working tree has uncommitted changes: a release is a commit anyone can check out and rebuild')
  const ops = path.join(root, 'packages', 'contracts', 'bin', 'stardust-ops.mjs')
  const verification = all('--rpc').map((rpc) => {
    // Compiles contracts/ afresh: the note states what the sources of this commit give, not a cached build.
    const run = spawnSync(process.execPath, [ops, 'verify', '--rpc', rpc, ...all('--deployments').flatMap((file) => ['--deployments', file])], { encoding: 'utf8' })
    return { chain: rpc, exitCode: run.status ?? 1, lines: `${run.stdout}${run.stderr}`.trim().split('\n').filter(Boolean) }
  })
  const note = releaseNote(readFileSync(RELEASE_NOTE_TEMPLATE, 'utf8'), {
    version: one('--version', 'unreleased'),
    commit: git('rev-parse', 'HEAD'),
    dirty,
    manifestSha256,
    verification,
    changes: pendingChanges(path.join(root, '.changeset')),
  })
  const out = one('--out')
  if (out) writeFileSync(out, note)
  else process.stdout.write(note)
} catch (error) {
  console.error(`release-note: ${error instanceof ReleaseNoteError ? error.message : error.stack}`)
  process.exit(1)
}
