import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

export type Snippet = { language: 'ts' | 'tsx'; code: string; line: number }

/** The ```ts and ```tsx blocks of a Markdown file, with the line each starts on. */
export function readSnippets(markdownFile: string): Snippet[] {
  const text = readFileSync(markdownFile, 'utf8')
  const snippets: Snippet[] = []
  for (const match of text.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
    snippets.push({ language: match[1] as 'ts' | 'tsx', code: match[2]!, line: text.slice(0, match.index).split('\n').length + 1 })
  }
  return snippets
}

/**
 * Type-checks each snippet as its own file of a project with `tsconfigFile`'s options, in a
 * folder under `root` (so packages resolve from root's node_modules, as in a dapp), beside the
 * `fixtures` (e.g. a `wagmi.ts` a snippet imports as `./wagmi`). Returns tsc's messages.
 */
export function compileSnippets(parameters: { root: string; snippets: Snippet[]; tsconfigFile: string; fixtures?: string[] }): string[] {
  const dir = join(parameters.root, '.readme-check')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, '.gitignore'), '*\n')
  try {
    for (const fixture of parameters.fixtures ?? []) copyFileSync(fixture, join(dir, fixture.split('/').pop()!))
    const files = parameters.snippets.map((snippet) => {
      const file = join(dir, `readme-line-${snippet.line}.${snippet.language}`)
      writeFileSync(file, snippet.code)
      return file
    })
    const json = JSON.parse(readFileSync(parameters.tsconfigFile, 'utf8')) as { compilerOptions: object }
    const { options, errors } = ts.convertCompilerOptionsFromJson(json.compilerOptions, dir)
    if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, host(dir)))
    const program = ts.createProgram(files, options)
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.formatDiagnostic(diagnostic, host(dir)).trim())
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const host = (dir: string): ts.FormatDiagnosticsHost => ({
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => dir,
  getNewLine: () => '\n',
})
