// The Next.js app: React rules plus Next's core-web-vitals rules.
import nextPlugin from '@next/eslint-plugin-next'
import react from './react.js'

export default [
  ...react,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
]
