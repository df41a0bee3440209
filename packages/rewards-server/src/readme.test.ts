// @vitest-environment node
import { testReadme } from '@stardust/vitest-config/readme'

// The README's examples compile against the built package, as another dapp would use it.
testReadme({ packageUrl: new URL('..', import.meta.url), minSnippets: 1, compilerOptions: { types: ['node'] } })
