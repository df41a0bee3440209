// @vitest-environment node
import { testReadme } from '@stardust/vitest-config/readme'

// A server file: Node's globals, as create-vite's tsconfig.node.json.
testReadme({ packageUrl: new URL('..', import.meta.url), minSnippets: 2, compilerOptions: { types: ['node'] } })
