import preset from '@stardust/vitest-config/node'
import { defineConfig, mergeConfig } from 'vitest/config'

// Packing and an npm install take seconds, not the preset's default test timeout.
export default mergeConfig(preset, defineConfig({ test: { testTimeout: 180_000, hookTimeout: 180_000 } }))
