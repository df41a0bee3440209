// Vitest preset for browser packages: jsdom, React component tests.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
    // The test files of a worker share one module graph instead of importing it again each (vitest's
    // isolate). Measured on the 2-core CI machine kind: a package's suite costs 25-60 % less CPU (auth-server
    // 43 to 17 CPU-s, rewards-server 102 to 48). A file that sets process.env for modules it then imports, or
    // leaves a global changed, must run isolated: list it in the package's own config (apps/web's shows how).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
