import { fileURLToPath } from 'node:url'
import preset from '@stardust/vitest-config/node'
import { defineConfig, mergeConfig } from 'vitest/config'

// Unit tests beside the code in src/ and server/ (the Playwright suite in e2e/ is not vitest's); `@/` as in tsconfig.
export default mergeConfig(
  preset,
  defineConfig({
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: { include: ['src/**/*.test.ts', 'server/**/*.test.ts'] },
  }),
)
