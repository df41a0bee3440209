import { readFile, writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', react: 'src/exports/react.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Not rollup's tree-shaking pass: it appended a second sourceMappingURL comment to every file,
  // and esbuild's bundling already drops unused ESM code.
  treeshake: false,
  // Bundling drops source directives; the React entry is a client module for Next.js, the core
  // (shared chunk, also `.`) stays directive-free.
  async onSuccess() {
    const file = 'dist/react.js'
    const code = await readFile(file, 'utf8')
    // esbuild keeps the entry's directive when it can; add it only when it did not.
    if (!/^['"]use client['"]/.test(code)) await writeFile(file, `'use client';\n${code}`)
  },
})
