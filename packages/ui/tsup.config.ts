import { rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { transform } from 'esbuild'
import { defineConfig } from 'tsup'
import type { Options } from 'tsup'
import { readStylesheet } from './scripts/stylesheet.js'

// Cleaned once here: the two builds below run in parallel and must not wipe each other.
rmSync('dist', { recursive: true, force: true })

const shared: Options = {
  format: ['esm'],
  clean: false,
  sourcemap: true,
  target: 'es2022',
}

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/exports/index.ts', theme: 'src/exports/theme.ts' },
    // Every module of the main entry is a client component or hook (RSC boundary).
    banner: { js: "'use client'" },
    // The stylesheet (src/styles/*.css) ships as one file, minified: `import '@stardust/ui/styles.css'`.
    async onSuccess() {
      const css = await readStylesheet()
      const { code } = await transform(css, { loader: 'css', minify: true })
      await writeFile('dist/styles.css', code)
    },
  },
  // Server-safe values (constants, the theme init script) without the client banner.
  { ...shared, entry: { server: 'src/exports/server.ts' } },
])
