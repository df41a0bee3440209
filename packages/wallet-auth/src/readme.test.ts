// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { compileSnippets, longSnippetLines, readSnippets } from '@stardust/vitest-config/readme'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const snippets = readSnippets(`${root}README.md`)

test('default: the README examples pass tsc --noEmit with a fresh Vite React tsconfig', () => {
  expect(snippets.length).toBeGreaterThanOrEqual(3)
  const messages = compileSnippets({
    root,
    snippets,
    fixtures: [`${root}test/readme/wagmi.ts`],
  })
  expect(messages).toEqual([])
}, 60_000)

test('behavior: README example lines stay under 100 columns', () => {
  expect(longSnippetLines(snippets)).toEqual([])
})
