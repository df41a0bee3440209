import preset from '@stardust/vitest-config/dom'
import { defineConfig, mergeConfig } from 'vitest/config'

export default mergeConfig(preset, defineConfig({ test: { setupFiles: ['test/setup.ts'] } }))
