// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, test } from 'vitest'
import * as server from './server.js'

test('exports', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "BREAKPOINT_PX",
      "DEFAULT_THEME",
      "INTRO_DURATION_MS",
      "NAV_FADE_DELAYS_S",
      "SocialLinks",
      "TABLET_MIN_WIDTH_PX",
      "THEME_STORAGE_KEY",
      "TOAST_DURATION_MS",
      "ThemeScript",
      "texts",
      "themeInitScript",
    ]
  `)
})

test('behavior: the server entry imports nothing that is client-only', async () => {
  // Every module it pulls in, transitively, as the bundler sees it (React itself left out).
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const { metafile } = await build({
    entryPoints: ['src/exports/server.ts'],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    logLevel: 'silent',
  })
  const sources = Object.keys(metafile.inputs).map((path) => readFileSync(join(root, path), 'utf8'))
  expect(sources.length).toBeGreaterThan(1)
  for (const source of sources) {
    expect(source).not.toMatch(/^'use client'/)
    expect(source).not.toMatch(/from 'react'|from 'motion/)
  }
})
