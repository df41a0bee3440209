// Types for readme.js beside it.
export type Snippet = { language: 'ts' | 'tsx'; code: string; line: number }

/** Path of create-vite 7's React tsconfig.app.json (types: [] since vite/client is not installed). */
export declare const viteReactTsconfig: string

/** The ```ts and ```tsx blocks of a Markdown file, with the line each starts on. */
export declare function readSnippets(markdownFile: string): Snippet[]

/**
 * Type-checks each snippet as its own file of a project with `tsconfigFile`'s options (default:
 * the Vite React one) plus `compilerOptions`, in a folder under `root` (the package, whose
 * node_modules and stardust-typecheck are used), beside `fixtures` (files a snippet imports as `./name`).
 * Returns tsc's messages.
 */
export declare function compileSnippets(parameters: {
  root: string
  snippets: Snippet[]
  tsconfigFile?: string
  compilerOptions?: Record<string, unknown>
  fixtures?: string[]
}): string[]

/** `README.md:<line>: <length>` for each snippet line of `columns` (100) characters or more. */
export declare function longSnippetLines(snippets: Snippet[], options?: { columns?: number; file?: string }): string[]

/**
 * The two README tests of a package: every snippet compiles (compileSnippets) and no snippet line
 * reaches 100 columns. `packageUrl` is the package folder (`new URL('..', import.meta.url)` from
 * src/), `minSnippets` how many blocks the README must have, `fixtures` paths under the package.
 */
export declare function testReadme(parameters: {
  packageUrl: URL
  minSnippets: number
  compilerOptions?: Record<string, unknown>
  fixtures?: string[]
}): void
