// @vitest-environment node
import { testReadme } from '@stardust/vitest-config/readme'

testReadme({ packageUrl: new URL('..', import.meta.url), minSnippets: 3, fixtures: ['test/readme/wagmi.ts'] })
