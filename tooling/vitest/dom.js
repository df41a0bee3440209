// Vitest preset for browser packages: jsdom, React component tests.
import { defineConfig } from 'vitest/config'
import { typedTests } from './typedTests.js'
import { roomyTimeouts } from './waits.js'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    typecheck: typedTests,
    // Each file keeps its own module graph and its own jsdom (vitest's default isolate, unlike the Node preset): a
    // shared worker would carry one file's localStorage, BroadcastChannels and globals into the next.
    ...roomyTimeouts,
  },
})
