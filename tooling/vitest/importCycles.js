// Finds import circles among a package's own source files, so a test can keep the arrows
// one way. Static, re-export, type-only and dynamic `import()` arrows all count: a dynamic
// import back into a file that imports you is still a circle to read.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveSpecifier(from, specifier, aliases) {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix))
  let base
  if (alias) base = join(aliases[alias], specifier.slice(alias.length))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return undefined
  const stem = base.replace(/\.js$/, '')
  return [stem, ...EXTENSIONS.map((ext) => stem + ext)].find((p) => existsSync(p) && statSync(p).isFile())
}

/**
 * @param {{ root: string, dirs?: string[], aliases?: Record<string, string> }} options
 * @returns {string[][]} each circle as paths relative to `root`, first file repeated at the end
 */
export function findImportCycles({ root, dirs = ['.'], aliases = {} }) {
  const files = dirs.flatMap((dir) => sourceFiles(resolve(root, dir)))
  const inScope = new Set(files)
  const edges = new Map()
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => resolveSpecifier(file, match[1], aliases))
      .filter((target) => target && inScope.has(target))
    edges.set(file, [...new Set(targets)])
  }
  const cycles = []
  const state = new Map() // 1: on the current path, 2: done
  const path = []
  const visit = (file) => {
    state.set(file, 1)
    path.push(file)
    for (const next of edges.get(file)) {
      if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next].map((p) => relative(root, p)))
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 2)
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return cycles
}
