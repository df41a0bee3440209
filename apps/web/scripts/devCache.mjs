// `next dev` keeps what it compiled in <distDir>/dev/cache (Turbopack's cache), and the next start reuses it.
// A run stopped while it compiled (Ctrl-C during the first minute, a killed terminal) may leave that cache
// half written, and a later start would serve from it. So the run command leaves a mark beside the build
// folder while it runs, and removes it only when it stops after every page was compiled. A start that
// finds the mark clears the cache first: that start compiles from scratch, and serves whole pages.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const CLEARED_MESSAGE = 'pnpm dev: the last run stopped while it compiled; its development cache was cleared'

/**
 * @param {string} distFolder the build folder, e.g. <app>/.next
 * @returns {{ cleared: boolean, markClean: () => void }}
 */
export function openDevCache(distFolder) {
  const mark = path.join(distFolder, 'stardust-dev-running')
  const cache = path.join(distFolder, 'dev', 'cache')
  const cleared = existsSync(mark) && existsSync(cache)
  if (cleared) rmSync(cache, { recursive: true, force: true })
  mkdirSync(distFolder, { recursive: true })
  writeFileSync(mark, `${process.pid}\n`)
  return { cleared, markClean: () => rmSync(mark, { force: true }) }
}
