import { defineConfig } from 'vitest/config'

// `pnpm bench`: prints figures, asserts nothing timed; kept out of `pnpm test`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['bench/**/*.bench.ts'],
    testTimeout: 120_000,
    reporters: ['default'],
  },
})
