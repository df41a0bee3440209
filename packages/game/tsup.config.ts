import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {"index":"src/exports/index.ts"},
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
})
