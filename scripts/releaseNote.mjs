// A release note that says what the release is (.changeset/release-note.template): the commit, the SHA-256 of the
// site's manifest and each chain's `stardust-ops verify` result, so holders and the operators' monitor can pin it.
// `node scripts/release-note.mjs` gathers them; this module only checks and fills the template.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const RELEASE_NOTE_TEMPLATE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.changeset', 'release-note.template')

/** A release's note, or an Error naming what keeps it from being one. */
export class ReleaseNoteError extends Error {
  name = 'ReleaseNoteError'
}

/** The SHA-256 of a file's bytes, hex; refused in words when the file is not there. */
export function fileSha256(file) {
  let bytes
  try {
    bytes = readFileSync(file)
  } catch {
    throw new ReleaseNoteError(`${file} is missing: build the site first (its build writes the manifest)`)
  }
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * The note from the template. Refused when the commit is not a full hash, the tree had uncommitted changes (nobody
 * could rebuild what was released), a chain was not verified, or any contract failed verification.
 * @param {string} template
 * @param {{ version: string, commit: string, dirty?: boolean, manifestSha256: string,
 *   verification: Array<{ chain: string, exitCode: number, lines: string[] }>, changes: string[] }} release
 */
export function releaseNote(template, { version, commit, dirty = false, manifestSha256, verification, changes }) {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new ReleaseNoteError(`the commit must be a full 40-hex hash, not "${commit}"`)
  if (dirty) throw new ReleaseNoteError('the working tree has uncommitted changes: a release is a commit anyone can check out and rebuild')
  if (!/^[0-9a-f]{64}$/.test(manifestSha256)) throw new ReleaseNoteError(`the manifest's SHA-256 must be 64 hex digits, not "${manifestSha256}"`)
  if (verification.length === 0) throw new ReleaseNoteError('no chain was verified: name each chain of the deployments record with --rpc')
  for (const { chain, exitCode, lines } of verification) {
    const failed = lines.filter((line) => line.startsWith('FAILED'))
    if (exitCode !== 0 || failed.length > 0 || !lines.some((line) => line.startsWith('ok')))
      throw new ReleaseNoteError(`stardust-ops verify failed on ${chain}:\n${(failed.length > 0 ? failed : lines).join('\n')}`)
  }
  const values = {
    version,
    commit,
    manifestSha256,
    verification: verification.map(({ chain, lines }) => [`  ${chain}:`, '', ...lines.map((line) => `      ${line}`)].join('\n')).join('\n\n'),
    changes: changes.length > 0 ? changes.map((change) => `- ${change}`).join('\n') : '- (no change to a published package)',
  }
  const note = template.replace(/\{\{(\w+)\}\}/g, (whole, key) => {
    if (!(key in values)) throw new ReleaseNoteError(`the template names {{${key}}}, which a release does not have`)
    return values[key]
  })
  return note
}

/** The first line of each pending changeset (`.changeset/*.md` but its README), its front matter left out. */
export function pendingChanges(changesetDir) {
  const files = existsSync(changesetDir) ? readdirSync(changesetDir) : []
  return files
    .filter((file) => file.endsWith('.md') && !/^README\.md$/i.test(file))
    .sort()
    .map((file) => readFileSync(path.join(changesetDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '').trim().split('\n')[0])
}
