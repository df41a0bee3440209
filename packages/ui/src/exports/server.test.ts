import { readFileSync } from 'node:fs'
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
      "themeInitScript",
    ]
  `)
})

test('behavior: the server entry imports nothing that is client-only', () => {
  // transitively: only constants, texts, the script string and hook-free components
  const sources = [
    '../constants.ts',
    '../cx.ts',
    '../texts.ts',
    '../theme/ThemeScript.tsx',
    '../theme/themeInitScript.ts',
    '../shell/SocialLinks.tsx',
    '../shell/SocialIcon.tsx',
  ].map((path) =>
    readFileSync(new URL(path, import.meta.url), 'utf8'),
  )
  for (const source of sources) {
    expect(source).not.toMatch(/^'use client'/)
    expect(source).not.toMatch(/from 'react'|from 'motion/)
  }
})
