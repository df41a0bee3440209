import { defineConfig } from 'tsup'

export default defineConfig({
  // One output file per source module, not one bundle: a dapp's bundler then takes only the modules an import
  // reaches (a page that reads LOCAL_CHAIN_ID does not carry the transports), and does not copy the whole package
  // into every chunk that imports one constant.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  bundle: false,
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Not rollup's tree-shaking pass: it appended a second sourceMappingURL comment to every file.
  treeshake: false,
})
