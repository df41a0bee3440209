import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { headingAnchors, missingCitations } from './citations'
import { isTextFile, listFiles, repoRoot } from './repoFiles'

const root = repoRoot(import.meta.dirname)
const files = listFiles(root)
const present = new Set(files)
const exists = (file: string) => present.has(file) || files.some((f) => f.startsWith(`${file.replace(/\/$/, '')}/`))
const basenames = new Set(files.map((f) => path.posix.basename(f)))
const anchors = new Map<string, Set<string>>()
const anchorsOf = (file: string) => {
  if (!file.endsWith('.md') || !present.has(file)) return undefined
  if (!anchors.has(file)) anchors.set(file, headingAnchors(readFileSync(path.join(root, file), 'utf8')))
  return anchors.get(file)
}
/** This check's own sources spell out the patterns it refuses. */
const SELF = 'tooling/repo-check/src/'

describe('every document a file cites is in the repository', () => {
  test('default: no file of the repository cites a missing document', () => {
    const missing = files
      .filter((file) => isTextFile(file) && !file.startsWith(SELF))
      .flatMap((file) => missingCitations(file, readFileSync(path.join(root, file), 'utf8'), exists, basenames, anchorsOf).map((c) => `${file}:${c.line}: "${c.target}" in: ${c.text.slice(0, 160)}`))
    expect(missing, 'cite docs/ (docs/README.md lists its pages) or say it in the file itself').toEqual([])
  })

  test('default: the documentation pages other parts point to exist', () => {
    for (const page of ['docs/README.md', 'docs/architecture.md', 'docs/api.md', 'docs/storage.md', 'docs/configuration.md', 'docs/operations.md', 'docs/developing.md', 'docs/benchmarks.md', 'docs/behaviour.md']) {
      expect(present.has(page), page).toBe(true)
    }
  })
})

describe('what counts as a citation', () => {
  const repo = new Set(['docs/api.md', 'README.md', 'apps/web/README.md', 'apps/web/src/x.ts'])
  const has = (file: string) => repo.has(file)
  const names = new Set(['api.md', 'README.md', 'x.ts'])
  const cited = (text: string, file = 'apps/web/src/x.ts') => missingCitations(file, text, has, names).map((c) => c.target)

  test('behavior: outside documents are missing whatever their spelling', () => {
    expect(cited('// see DESIGN.md section 7')).toEqual(['DESIGN.md section 7', 'DESIGN.md'])
    expect(cited('/** 2.5 s (spec section 2). */')).toEqual(['spec section 2'])
    expect(cited('the specification (section 8)')).toEqual(['specification (section 8'])
    expect(cited('sources in research/field-anchors.md')).toEqual(['research/field-anchors', 'field-anchors', 'research/field-anchors.md'])
    expect(cited('(see ../shared/TOOLCHAIN.md)')).toEqual(['../shared/', '../shared/TOOLCHAIN.md'])
    expect(cited('TOOLCHAIN-chain-and-db.md lists it')).toEqual(['TOOLCHAIN-chain-and-db.md'])
    expect(cited('spec/product-spec.md')).toEqual(['product-spec', 'spec/product-spec.md'])
    expect(cited('DESIGN §7')).toEqual(['DESIGN §7'])
  })

  test('behavior: a relative markdown link to a missing file is missing; one that resolves is not', () => {
    expect(cited('[api](../api.md)', 'docs/README.md')).toEqual(['../api.md'])
    expect(cited('[api](api.md#errors)', 'docs/README.md')).toEqual([])
    expect(cited('[site](apps/web/README.md)', 'README.md')).toEqual([])
    expect(cited('[gone](gone.ts)', 'README.md')).toEqual(['gone.ts'])
    expect(cited('const [a] = f(b) // [x](y)', 'apps/web/src/x.ts')).toEqual([])
  })

  test('behavior: a link to a heading that the markdown file does not have is missing', () => {
    const anchorsOf = (file: string) => (file === 'docs/api.md' ? new Set(['errors', 'sign-in']) : undefined)
    const linked = (text: string, file = 'docs/README.md') => missingCitations(file, text, has, names, anchorsOf).map((c) => c.target)
    expect(linked('[errors](api.md#errors) and [sign-in](api.md#sign-in)')).toEqual([])
    expect(linked('[gone](api.md#tests)')).toEqual(['api.md#tests'])
    expect(linked('[here](#errors)', 'docs/api.md')).toEqual([])
    expect(linked('[here](#contracts)', 'docs/api.md')).toEqual(['#contracts'])
    // A malformed % escape names no heading: missing, not a crash of the check.
    expect(linked('[bad](api.md#100%)')).toEqual(['api.md#100%'])
    expect(linked('[sign-in](api.md#sign%2Din)')).toEqual([])
  })

  test('behavior: heading anchors are GitHub\'s slugs, numbered when repeated, code blocks left out', () => {
    const text = ['# Storage', '## Browser (`@stardust/wallet-auth` and the site)', '## Contracts: the compiled modules', '```sh', '# not a heading', '```', '## Limits', '## Limits']
    expect([...headingAnchors(text.join('\n'))]).toEqual(['storage', 'browser-stardustwallet-auth-and-the-site', 'contracts-the-compiled-modules', 'limits', 'limits-1'])
  })

  test('behavior: files that exist, URLs, anchors and globs are not citations of missing documents', () => {
    expect(cited('see docs/api.md and README.md')).toEqual([])
    expect(cited('[viem](https://viem.sh/docs/x.md) [top](#top) .changeset/*.md')).toEqual([])
    expect(cited('the section 2 of RFC 7518')).toEqual([])
  })
})
