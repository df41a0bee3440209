// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { compileSnippets, readSnippets } from '../test/readme/compileSnippets.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const snippets = readSnippets(`${root}README.md`)

test('default: the README examples pass tsc --noEmit with a fresh Vite React tsconfig', () => {
  expect(snippets.length).toBeGreaterThanOrEqual(3)
  const messages = compileSnippets({
    root,
    snippets,
    tsconfigFile: `${root}test/readme/tsconfig.vite-react.json`,
    fixtures: [`${root}test/readme/wagmi.ts`],
  })
  expect(messages).toEqual([])
}, 60_000)

test('behavior: README example lines stay under 100 columns', () => {
  const long = snippets.flatMap((snippet) =>
    snippet.code.split('\n').flatMap((line, index) => (line.length >= 100 ? [`README.md:${snippet.line + index}: ${line.length}`] : [])),
  )
  expect(long).toEqual([])
})
