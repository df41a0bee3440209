// Vitest preset for browser packages: jsdom, React component tests.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
    // Each file keeps its own module graph and its own jsdom (vitest's default isolate, unlike the Node preset): a
    // shared worker would carry one file's localStorage, BroadcastChannels and globals into the next.
    // expect.poll gives up after 1 s by default: on a loaded CI machine a real server, chain or browser can take
    // longer. The condition is what a test asserts, never the time it took.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
