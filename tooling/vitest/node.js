// Vitest preset for Node packages: tests beside the code, no globals, typed tests checked too.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
