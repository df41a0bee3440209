import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', 'bin/migrate': 'src/bin/migrate.ts', ranksBin: 'src/ranks/bin.ts' },
  // Types for the library only; the bins are commands. `pnpm dev` builds JavaScript only
  // (STARDUST_JS_ONLY=1): running the site needs no declarations.
  dts: process.env.STARDUST_JS_ONLY === '1' ? false : { entry: { index: 'src/exports/index.ts' } },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
})
