import config from '@stardust/eslint-config/nextjs'
import { serverLogging } from '@stardust/eslint-config/server'

export default [
  ...config,
  { ignores: ['.next-*/**', 'bench/empty-app/.next/**', 'bench-results/**'] },
  {
    // Playwright fixtures call `use(...)`, which is not React's `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // The server's code: the production server, the route handlers and what they call, the start checks, and the
  // server-rendered pages' loaders (the files outside src/server that import it).
  serverLogging([
    'server/**',
    'src/server/**',
    'app/api/**',
    'instrumentation.ts',
    'src/onchain/loadHomeFigures.ts',
    'src/wallet/session/authOptions.ts',
    'src/stardust/loadLeaderboard.ts',
    'src/stardust/siteChainNames.ts',
    'src/claims/loadClaimTargets.ts',
    'app/[[]locale]/(site)/*/page.tsx',
  ]),
]
