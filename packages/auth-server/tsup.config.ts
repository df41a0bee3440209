import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    'next-auth': 'src/exports/next-auth.ts',
    node: 'src/exports/node.ts',
    // Runnable standalone server (node dist/bin.js); not part of the exports map.
    bin: 'src/bin.ts',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/exports/index.ts', 'next-auth': 'src/exports/next-auth.ts', node: 'src/exports/node.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
})
