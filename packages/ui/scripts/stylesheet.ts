import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

// The parts of dist/styles.css, one per component, in this order: base first (custom
// properties, utilities), the reduced-transparency and reduced-motion overrides last so they win over
// the surfaces and animations above them.
export const STYLE_PARTS = [
  'base.css',
  'header.css',
  'socials.css',
  'scroll-progress.css',
  'side-rail.css',
  'mobile-menu.css',
  'toast.css',
  'reduced-transparency.css',
  'reduced-motion.css',
] as const

/** The whole stylesheet, unminified (the build minifies it; the Chromium tests serve it). */
export async function readStylesheet(): Promise<string> {
  const parts = await Promise.all(
    STYLE_PARTS.map((part) => readFile(fileURLToPath(new URL(`../src/styles/${part}`, import.meta.url)), 'utf8')),
  )
  return parts.join('\n')
}
