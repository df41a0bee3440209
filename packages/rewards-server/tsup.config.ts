import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', 'bin/migrate': 'src/bin/migrate.ts' },
  // Types for the library only; the bin is a command.
  dts: { entry: { index: 'src/exports/index.ts' } },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
})
