// What a reader's page must not hold: a commit hash, a tracker number, a dated run (a measurement's
// diary), and more lines than its budget. Figures live in docs/benchmarks.md (one row each, replaced when
// measured again, undated like every page), history in git and the changesets.

export type DocRule = 'commit-hash' | 'tracker-number' | 'dated-run'
export type DocFinding = { line: number; rule: DocRule; match: string; text: string }

/** The pages these rules hold: every README.md and every page under docs/. */
export const isDocPage = (file: string) => /(?:^|\/)README\.md$/.test(file) || /^docs\/.+\.md$/.test(file)

/**
 * Lines a README may have. The root README is a newcomer's first five minutes; a package's README
 * is an install line, a quick start, the API, configuration and errors; a folder's README
 * explains one folder. The contracts' README also holds the operators' runbook and the threat model.
 */
export const README_BUDGETS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^README\.md$/, 100],
  [/^packages\/contracts\/README\.md$/, 350],
  [/^(?:packages|apps|tooling)\/[^/]+\/README\.md$/, 300],
  [/README\.md$/, 120],
]

/** The budget of a README (undefined for any other page). */
export function readmeBudget(file: string): number | undefined {
  if (!/(?:^|\/)README\.md$/.test(file)) return undefined
  return README_BUDGETS.find(([pattern]) => pattern.test(file))?.[1]
}

/** `README.md: 204 lines, over its budget of 100`, or undefined when within it. */
export function overBudget(file: string, text: string): string | undefined {
  const budget = readmeBudget(file)
  const lines = text.replace(/\n$/, '').split('\n').length
  return budget !== undefined && lines > budget ? `${file}: ${lines} lines, over its budget of ${budget}` : undefined
}

/** 7 to 40 lowercase hex characters, at least one digit and one letter, standing alone (not 0x…, not in a word or path). */
const COMMIT_HASH = /(?<![\w./:#@-])(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w-])/g
/** "issue 12", "PR #3", "ticket 7", "run 73", "runs 69-72", and (in prose) "#12". */
const TRACKER = [
  /\b(?:issues?|tickets?|tasks?|PRs?|pull requests?|bugs?)\s+#?\d+\b/gi,
  /\b(?:CI\s+)?runs?\s+#?\d+(?:\s*[-–]\s*\d+)?\b(?!\s*(?:[%x×]|s\b|ms\b|min|times?\b|tests?\b|workers?\b|seconds?\b|minutes?\b|CPU|of\b|in\b|each\b|per\b|files?\b))/gi,
  /(?<![\w&/#-])#\d+\b(?![\w-])/g,
]
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)'
/** 2026-11-24, 24 November 2026, 26 November, November 24. */
const DATE = new RegExp(`\\b20\\d\\d-[01]\\d-[0-3]\\d\\b|\\b[0-3]?\\d ${MONTH}\\b|\\b${MONTH} [0-3]?\\d\\b`, 'g')

/**
 * The commit hashes, tracker numbers and dates of a page, by line (docs/benchmarks.md too: a figure
 * carries its machine and load, not the day it was measured).
 * Dates and `#12` are looked for in prose only (an example in code may carry a date or quote
 * `RPC #2` from a log); links and URLs are left out (a URL may pin an outside repository's commit).
 */
export function docFindings(file: string, text: string): DocFinding[] {
  const findings: DocFinding[] = []
  let fenced = false
  let inCode = false // an inline code span may run on to the next line of its paragraph
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1
    const add = (rule: DocRule, pattern: RegExp, source: string) => {
      for (const match of source.matchAll(pattern)) findings.push({ line, rule, match: match[0], text: lineText.trim() })
    }
    const code = /^\s*(?:```|~~~)/.test(lineText) || fenced
    if (/^\s*(?:```|~~~)/.test(lineText)) fenced = !fenced
    // A link's target or a URL may pin an outside repository's commit; code may quote a log line.
    const withoutUrls = lineText.replace(/\]\([^)\s]*\)/g, ']()').replace(/\bhttps?:\/\/\S+/g, '')
    add('commit-hash', COMMIT_HASH, withoutUrls)
    if (code || lineText.trim() === '') {
      inCode = false
      for (const pattern of TRACKER.slice(0, 2)) add('tracker-number', pattern, withoutUrls)
    } else {
      let prose = ''
      for (const char of withoutUrls) {
        if (char === '`') inCode = !inCode
        prose += inCode || char === '`' ? ' ' : char
      }
      for (const pattern of TRACKER) add('tracker-number', pattern, prose)
      add('dated-run', DATE, prose)
    }
  })
  return findings
}
