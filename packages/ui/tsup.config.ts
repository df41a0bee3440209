import { readFile, writeFile } from 'node:fs/promises'
import { transform } from 'esbuild'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Every module here is a client component or hook (React Server Components boundary).
  banner: { js: "'use client'" },
  // The stylesheet ships as its own file, minified: `import '@stardust/ui/styles.css'`.
  async onSuccess() {
    const css = await readFile('src/styles.css', 'utf8')
    const { code } = await transform(css, { loader: 'css', minify: true })
    await writeFile('dist/styles.css', code)
  },
})
