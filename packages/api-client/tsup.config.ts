import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {"index":"src/exports/index.ts"},
  format: ['esm'],
  // `pnpm dev` builds JavaScript only (STARDUST_JS_ONLY=1): running the site needs no declarations.
  dts: process.env.STARDUST_JS_ONLY !== '1',
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Not rollup's tree-shaking pass: it appended a second sourceMappingURL comment to every file,
  // and esbuild's bundling already drops unused ESM code.
  treeshake: false,
})
