import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', 'bin/migrate': 'src/bin/migrate.ts', ranksBin: 'src/ranks/bin.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
})
