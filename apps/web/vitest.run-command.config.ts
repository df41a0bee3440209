import { fileURLToPath } from 'node:url'
import preset from '@stardust/vitest-config/node'
import { defineConfig } from 'vitest/config'

// The README's run command end to end (run-command/): `pnpm test` runs it after the unit suites, beside
// the end-to-end suite (scripts/test.mjs).
// One file at a time: each starts `next dev`, which takes both cores while it compiles. `@/` as in tsconfig
// (the server modules a test imports use it).
export default defineConfig({
  ...preset,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { ...preset.test, include: ['run-command/**/*.test.ts'], fileParallelism: false },
})
