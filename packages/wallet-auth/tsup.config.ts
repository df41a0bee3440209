import { defineConfig } from 'tsup'

export default defineConfig({
  // One output file per source module, not one bundle per entry: a dapp's bundler then takes only the modules an
  // import reaches. Bundled, the core was one shared file, so `isUserRejection` or `readTokenClaims` alone brought
  // the whole core (20 KB minified) into every chunk that used them, and the site's bundler copied it into five.
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.test-d.ts'],
  bundle: false,
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Not rollup's tree-shaking pass: it appended a second sourceMappingURL comment to every file.
  treeshake: false,
  // Unbundled, each file keeps its own directives: the React entry and the React modules stay 'use client'
  // (a client module for Next.js), the core stays directive-free.
})
