// Vitest preset for Node packages: tests beside the code, no globals, typed tests checked too.
import { defineConfig } from 'vitest/config'
import { typedTests } from './typedTests.js'
import { roomyTimeouts } from './waits.js'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    typecheck: typedTests,
    // The test files of a worker share one module graph instead of importing it again each (vitest's
    // isolate). Measured on the 2-core CI machine kind: a package's suite costs 25-60 % less CPU (auth-server
    // 43 to 17 CPU-s, rewards-server 102 to 48). A file that sets process.env for modules it then imports, or
    // shares a module singleton with state, must run isolated: list it in withIsolatedFiles (apps/web shows how).
    isolate: false,
    ...roomyTimeouts,
  },
})
