// Finds the documents a text cites: named markdown files, relative markdown links, and the outside
// documents this repository once leaned on (a design file, a product specification and its numbered
// sections, research notes, toolchain notes), which it must never cite again.
import path from 'node:path'
import GithubSlugger from 'github-slugger'

export type Citation = { line: number; text: string; target: string }

/** Documents that only ever lived outside the repository: cited by name or number, always missing. */
const OUTSIDE_DOCUMENTS: RegExp[] = [
  /\bspec(?:ification)?(?:'s)? sections? \d+/i, // "spec section 2", "specification section 9"
  /\bspec(?:ification)?(?:'s)?(?: [a-z]+)? \((?:section|§) ?\d+/i, // "specification (section 8)"
  /\b(?:section|§) ?\d+ of the spec(?:ification)?\b/i,
  /\bproduct-spec\b/i,
  /\bresearch\/[\w-]*/i,
  /\b[\w-]+-anchors\b/i, // field-anchors, launch-anchors, ...
  /\bDESIGN(?:\.md)?\s*(?:§|section)\s*\d+/, // "DESIGN §7" without the extension
  /\.\.\/shared\//,
]

/** `name.md` or `some/path.md`, as written in prose or code (no globs, no URLs). */
const MARKDOWN_FILE = /(?<![\w/.:*-])((?:\.{1,2}\/)?[\w@-][\w@./-]*\.md)\b(?![\w*])/g
/** `[text](target)`: a markdown link. */
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g

export type Exists = (file: string) => boolean
/** The heading anchors of a markdown file of the repository (GitHub's slugs), or undefined when it has none to check. */
export type AnchorsOf = (file: string) => ReadonlySet<string> | undefined

/**
 * Every citation in `text` (the content of `file`, a path relative to the repository's root) whose
 * target does not exist: outside documents always, a markdown file when it is neither relative to the
 * file nor to the root nor the name of a file anywhere in the repository, and in markdown files a
 * relative link whose target is missing, or whose `#anchor` names no heading of a markdown file (in code,
 * `[a](b)` is more often an array and a call).
 */
export function missingCitations(file: string, text: string, exists: Exists, basenames: ReadonlySet<string>, anchorsOf: AnchorsOf = () => undefined): Citation[] {
  const found: Citation[] = []
  const dir = path.posix.dirname(file)
  const markdown = /\.mdx?$/.test(file)
  const lines = text.split('\n')
  lines.forEach((lineText, index) => {
    const line = index + 1
    for (const pattern of OUTSIDE_DOCUMENTS) {
      const match = pattern.exec(lineText)
      if (match) found.push({ line, text: lineText.trim(), target: match[0] })
    }
    for (const match of lineText.matchAll(MARKDOWN_FILE)) {
      const target = match[1]!
      if (target.includes('node_modules/')) continue
      const resolved = [path.posix.join(dir, target), path.posix.normalize(target.replace(/^\.\//, ''))]
      const known = resolved.some(exists) || (!target.includes('/') && basenames.has(target))
      if (!known) found.push({ line, text: lineText.trim(), target })
    }
    for (const match of markdown ? lineText.matchAll(MARKDOWN_LINK) : []) {
      const target = match[1]!.replace(/^<|>$/g, '')
      if (/^(?:[a-z][a-z+.-]*:|\/\/)/i.test(target) || target.includes('${')) continue // URL, template
      const withoutFragment = target.replace(/[#?].*$/, '')
      const fragment = /#(.+)$/.exec(target)?.[1]
      const resolved = withoutFragment === '' ? file : withoutFragment.startsWith('/') ? withoutFragment.slice(1) : path.posix.join(dir, withoutFragment)
      if (!exists(resolved)) found.push({ line, text: lineText.trim(), target })
      else if (fragment && anchorsOf(resolved)?.has(decodedFragment(fragment)) === false) found.push({ line, text: lineText.trim(), target })
    }
  })
  return dedupe(found)
}

/** The anchor as written in a link, `%` escapes decoded; a malformed escape is kept as written (it then names no heading). */
function decodedFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}

function dedupe(citations: Citation[]): Citation[] {
  const seen = new Set<string>()
  return citations.filter((c) => {
    const key = `${c.line}:${c.target}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The anchors GitHub gives the headings of a markdown text (`## Tests` -> `tests`), code blocks left out. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? undefined : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1]
    if (heading) anchors.add(slugger.slug(heading.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')))
  }
  return anchors
}
