// Compiles the ```ts and ```tsx blocks of a package README as a dapp would, so the examples
// cannot drift from the published types. TypeScript is loaded from the package under test
// (its own devDependency), not from this folder, which has none.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/** create-vite's React tsconfig.app.json (see the file's "//" note). */
export const viteReactTsconfig = fileURLToPath(new URL('./readme.tsconfig.vite-react.json', import.meta.url))

export function readSnippets(markdownFile) {
  const text = readFileSync(markdownFile, 'utf8')
  const snippets = []
  for (const match of text.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
    snippets.push({ language: match[1], code: match[2], line: text.slice(0, match.index).split('\n').length + 1 })
  }
  return snippets
}

export function compileSnippets({ root, snippets, tsconfigFile = viteReactTsconfig, compilerOptions = {}, fixtures = [] }) {
  const ts = createRequire(join(root, 'package.json'))('typescript')
  // A folder under root, so packages resolve from root's node_modules as in a dapp.
  const dir = join(root, '.readme-check')
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => dir, getNewLine: () => '\n' }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, '.gitignore'), '*\n')
  try {
    for (const fixture of fixtures) copyFileSync(fixture, join(dir, fixture.split('/').pop()))
    const files = snippets.map((snippet) => {
      const file = join(dir, `readme-line-${snippet.line}.${snippet.language}`)
      writeFileSync(file, snippet.code)
      return file
    })
    const json = JSON.parse(readFileSync(tsconfigFile, 'utf8'))
    const { options, errors } = ts.convertCompilerOptionsFromJson({ ...json.compilerOptions, ...compilerOptions }, dir)
    if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, host))
    const program = ts.createProgram(files, options)
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.formatDiagnostic(diagnostic, host).trim())
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function longSnippetLines(snippets, { columns = 100, file = 'README.md' } = {}) {
  return snippets.flatMap((snippet) =>
    snippet.code.split('\n').flatMap((line, index) => (line.length >= columns ? [`${file}:${snippet.line + index}: ${line.length}`] : [])),
  )
}

export function testReadme({ packageUrl, minSnippets, compilerOptions, fixtures = [] }) {
  const root = fileURLToPath(packageUrl)
  const snippets = readSnippets(`${root}README.md`)
  test('default: the README examples pass tsc --noEmit with a fresh Vite React tsconfig', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(minSnippets)
    const messages = compileSnippets({ root, snippets, compilerOptions, fixtures: fixtures.map((fixture) => `${root}${fixture}`) })
    expect(messages).toEqual([])
  }, 60_000)
  test('behavior: README example lines stay under 100 columns', () => {
    expect(longSnippetLines(snippets)).toEqual([])
  })
}
