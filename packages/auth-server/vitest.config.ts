import preset from '@stardust/vitest-config/node'
import { defineConfig, mergeConfig } from 'vitest/config'

export default mergeConfig(
  preset,
  defineConfig({
    test: {
      // One hardhat node and one solc compile for every test file.
      globalSetup: ['./test/globalSetup.ts'],
    },
  }),
)
