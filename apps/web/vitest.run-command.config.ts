import preset from '@stardust/vitest-config/node'
import { defineConfig } from 'vitest/config'

// The README's run command end to end (run-command/): `pnpm test` runs it last and alone (scripts/test.mjs).
// One file at a time: each starts `next dev`, which takes both cores while it compiles.
export default defineConfig({ ...preset, test: { ...preset.test, include: ['run-command/**/*.test.ts'], fileParallelism: false } })
