import { readFile, writeFile } from 'node:fs/promises'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', react: 'src/exports/react.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Bundling drops source directives; the React entry is a client module for Next.js, the core
  // (shared chunk, also `.`) stays directive-free.
  async onSuccess() {
    const file = 'dist/react.js'
    const code = await readFile(file, 'utf8')
    if (!code.startsWith("'use client'")) await writeFile(file, `'use client';\n${code}`)
  },
})
