import config from '@stardust/eslint-config/nextjs'

export default [
  ...config,
  { ignores: ['.next-*/**', 'bench/empty-app/.next/**', 'bench-results/**'] },
  {
    // Playwright fixtures call `use(...)`, which is not React's `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]
