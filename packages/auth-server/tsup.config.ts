import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    'next-auth': 'src/exports/next-auth.ts',
    node: 'src/exports/node.ts',
    // The standalone server, package.json "bin" stardust-auth-server; not part of the exports map.
    bin: 'src/bin.ts',
  },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Rollup's tree-shaking pass (treeshake: true) appended a second sourceMappingURL comment;
  // esbuild's bundling already drops unused ESM code.
  treeshake: false,
})
