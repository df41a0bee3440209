// Compiles the ```ts and ```tsx blocks of a package README as a dapp would, so the examples
// cannot drift from the published types. The compiler is the package's own `stardust-typecheck`
// (TypeScript 7's tsc, as every typecheck task here), run on a tsconfig written beside the snippets:
// TypeScript 5's API did the same in about four times the CPU (test-wallet: 8.4 CPU-s against 1.9).
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
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
  // A folder under root, so packages resolve from root's node_modules as in a dapp.
  const dir = join(root, '.readme-check')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, '.gitignore'), '*\n')
  try {
    for (const fixture of fixtures) copyFileSync(fixture, join(dir, basename(fixture)))
    const files = snippets.map((snippet) => {
      const file = `readme-line-${snippet.line}.${snippet.language}`
      writeFileSync(join(dir, file), snippet.code)
      return file
    })
    const json = JSON.parse(readFileSync(tsconfigFile, 'utf8'))
    const tsconfig = { compilerOptions: { ...json.compilerOptions, ...compilerOptions }, files }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
    const tsc = join(root, 'node_modules', '.bin', 'stardust-typecheck')
    const result = spawnSync(tsc, ['-p', 'tsconfig.json', '--pretty', 'false'], { cwd: dir, encoding: 'utf8' })
    if (result.error) throw result.error
    // One line per diagnostic ("readme-line-12.tsx(3,5): error TS2322: ..."), and their continuations.
    return `${result.stdout}${result.stderr}`.split('\n').map((line) => line.trimEnd()).filter(Boolean)
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
