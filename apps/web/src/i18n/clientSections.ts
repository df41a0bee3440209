// For the tests (clientSections.test.ts): which catalog sections the browser code under each layout and page reads,
// found statically. From a layout or page file the imports are followed (static, re-exported and `import()`, not
// `import type`); a module that starts with 'use client', and everything it imports, runs in the browser. In those
// modules a section is read as `useMessages().x`, `const { x } = useMessages()`, or `name.x` where `name` holds
// `useMessages()` or is a parameter typed `Messages` (the texts modules' `xTexts(m: Messages)`, bound by useBound).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const SPECIFIER = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/

export type ModuleReads = {
  /** The sections the module reads. */
  sections: Set<string>
  /** `useMessages()` calls in a form this check cannot follow (a section read it would miss). */
  unreadable: string[]
}

/** The sections one browser module reads, among `known` (the catalog's top-level keys). */
export function sectionReads(source: string, known: ReadonlySet<string>): ModuleReads {
  const sections = new Set<string>()
  const unreadable: string[] = []
  const add = (name: string | undefined) => {
    if (name && known.has(name)) sections.add(name)
  }
  const holders = new Set<string>()
  for (const match of source.matchAll(/\b(\w+)\s*:\s*(?:Readonly<)?Messages\b/g)) holders.add(match[1]!)
  // Not its definition (`function useMessages(): Messages`).
  for (const match of source.matchAll(/useMessages\(\)(?!\s*:)(\.\w+)?/g)) {
    if (match[1]) {
      add(match[1].slice(1))
      continue
    }
    const before = source.slice(Math.max(0, match.index - 200), match.index)
    const named = /const\s+(\w+)\s*=\s*$/.exec(before)
    const destructured = /const\s*\{([^}]*)\}\s*=\s*$/.exec(before)
    if (named) holders.add(named[1]!)
    else if (destructured) for (const part of destructured[1]!.split(',')) add(part.split(':')[0]!.trim())
    else unreadable.push(source.slice(Math.max(0, match.index - 60), match.index + 20).trim())
  }
  for (const holder of holders) for (const match of source.matchAll(new RegExp(`\\b${holder}\\.(\\w+)`, 'g'))) add(match[1])
  return { sections, unreadable }
}

/** The files a module imports (code only), resolved through `aliases` (`{ '@/': '/abs/src/' }`); packages are left out. */
export function imports(file: string, source: string, aliases: Readonly<Record<string, string>>): string[] {
  const out: string[] = []
  for (const match of source.matchAll(SPECIFIER)) {
    if (match[2]) continue // import type / export type
    const specifier = match[3] ?? match[4]!
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
    const base = alias ? join(aliases[alias]!, specifier.slice(alias.length)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined
    if (!base) continue
    const found = [base, ...EXTENSIONS.map((ext) => base + ext)].find((path) => existsSync(path) && statSync(path).isFile())
    if (found && /\.tsx?$/.test(found)) out.push(found)
  }
  return out
}

export type EntryReads = {
  /** Every browser module reached from the entry, relative to `root`, with the sections it reads. */
  modules: Map<string, Set<string>>
  unreadable: { module: string; code: string }[]
}

/** What the browser modules reached from one layout or page file read. */
export function entryReads(entry: string, options: { root: string; aliases: Readonly<Record<string, string>>; known: ReadonlySet<string> }): EntryReads {
  const modules = new Map<string, Set<string>>()
  const unreadable: { module: string; code: string }[] = []
  const seen = new Set<string>()
  const visit = (file: string, client: boolean) => {
    const key = `${client ? 'c' : 's'}:${file}`
    if (seen.has(key)) return
    seen.add(key)
    const source = readFileSync(file, 'utf8')
    const inBrowser = client || USE_CLIENT.test(source)
    if (inBrowser) {
      const reads = sectionReads(source, options.known)
      modules.set(relative(options.root, file), reads.sections)
      for (const code of reads.unreadable) unreadable.push({ module: relative(options.root, file), code })
    }
    for (const next of imports(file, source, options.aliases)) visit(next, inBrowser)
  }
  visit(entry, false)
  return { modules, unreadable }
}

/** The sections a layout or page file hands to its subtree: the literal lists of its `<CatalogSections sections={[...]}>`. */
export function sectionsSent(source: string): Set<string> {
  const sent = new Set<string>()
  for (const match of source.matchAll(/<CatalogSections[^>]*?sections=\{\[([^\]]*)\]\}/g))
    for (const name of match[1]!.matchAll(/['"](\w+)['"]/g)) sent.add(name[1]!)
  return sent
}
