import preset from '@stardust/vitest-config/node'
import { defineConfig, mergeConfig } from 'vitest/config'

// Each test file drives a real Chromium; two cores are shared, so files run one at a time.
export default mergeConfig(preset, defineConfig({ test: { fileParallelism: false } }))
