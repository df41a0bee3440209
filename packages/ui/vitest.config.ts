import preset from '@stardust/vitest-config/dom'
import { defineConfig, mergeConfig } from 'vitest/config'

// test/setup.ts: testing-library cleanup and a matchMedia jsdom lacks (viewport width and
// reduced motion set per test).
export default mergeConfig(preset, defineConfig({ test: { setupFiles: ['test/setup.ts'] } }))
