// @vitest-environment node
import { testReadme } from '@stardust/vitest-config/readme'

// A Playwright test file runs in Node.
testReadme({ packageUrl: new URL('..', import.meta.url), minSnippets: 1, compilerOptions: { types: ['node'] } })
