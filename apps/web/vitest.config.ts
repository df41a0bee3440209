import { fileURLToPath } from 'node:url'
import preset from '@stardust/vitest-config/node'
import { withIsolatedFiles } from '@stardust/vitest-config/isolated-files'
import { defineConfig, mergeConfig } from 'vitest/config'

// Unit tests beside the code in src/, server/ and scripts/, and the proxy's (the Playwright suite in e2e/ is not vitest's); `@/` as in tsconfig.
const config = mergeConfig(
  preset,
  defineConfig({
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: { include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'proxy.test.ts'] },
  }),
)

// These point the server's modules at services of their own through process.env before importing them. The
// proxy's test loads Next's server internals (its matcher check), which patch the process's console with a
// request store that a worker shared with other files does not have: any later console.error there throws.
export default withIsolatedFiles(config, [
  'src/server/health/readiness.test.ts',
  'src/server/health/readinessThread.test.ts',
  'src/server/observability/metrics.test.ts',
  'proxy.test.ts',
])
