// The site's pages, read from app/ as Next reads it: every folder with a page file is a route; route groups
// `(name)` add nothing to the path; private `_folders`, parallel `@slots` and dynamic `[segments]` are left out
// (no address to ask for without a value), except `[locale]`: English, the language without a prefix, serves
// its pages at the paths under it (proxy.ts).
import { readdirSync } from 'node:fs'
import path from 'node:path'

const PAGE_FILE = /^page\.(tsx|ts|jsx|js|mdx)$/

/**
 * The addresses of the pages under appRoot, `/` first, then in path order.
 * @param {string} appRoot the `app` folder
 * @returns {string[]}
 */
export function pageRoutes(appRoot) {
  const routes = []
  const visit = (dir, segments) => {
    const entries = readdirSync(dir, { withFileTypes: true })
    if (entries.some((entry) => entry.isFile() && PAGE_FILE.test(entry.name))) routes.push(`/${segments.join('/')}`)
    for (const entry of entries) {
      if (!entry.isDirectory()) continue
      if (entry.name === '[locale]') visit(path.join(dir, entry.name), segments)
      if (/^[_@[]/.test(entry.name)) continue
      visit(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
    }
  }
  visit(appRoot, [])
  return [...new Set(routes)].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}
