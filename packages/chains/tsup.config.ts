import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {"index":"src/exports/index.ts"},
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Not rollup's tree-shaking pass: it appended a second sourceMappingURL comment to every file,
  // and esbuild's bundling already drops unused ESM code.
  treeshake: false,
})
