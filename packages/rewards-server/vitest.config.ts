import preset from '@stardust/vitest-config/node'
import { defineConfig, mergeConfig } from 'vitest/config'

export default mergeConfig(
  preset,
  defineConfig({
    test: {
      // One migrated PostgreSQL template and one migrated PGlite dump for every test file.
      globalSetup: ['./test/globalSetup.ts'],
    },
  }),
)
