import preset from '@stardust/vitest-config/dom'
import { withIsolatedFiles } from '@stardust/vitest-config/isolated-files'
import { defineConfig, mergeConfig } from 'vitest/config'

// test/setup.ts: testing-library cleanup and a matchMedia jsdom lacks (viewport width and
// reduced motion set per test).
const config = mergeConfig(preset, defineConfig({ test: { setupFiles: ['test/setup.ts'] } }))

// motion registers its features globally: once another file has loaded the gestures, every component has them.
export default withIsolatedFiles(config, ['src/motion/features.test.tsx'])
