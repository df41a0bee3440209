// The repository's own text files: what a clone holds, without what installs, builds and runs add.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Folders that installs, builds, tests and tools create (never part of what the repository says). */
const GENERATED = new Set(['node_modules', '.git', '.next', '.turbo', 'dist', '.data', 'test-results', 'playwright-report', 'coverage', 'artifacts', 'cache', '.cache'])
/** Next's build folders named by NEXT_DIST_DIR (`.next-wallet`, as the wallet specs' README builds). */
const NEXT_DIST = /^\.next-/
/** Text files worth reading for citations. */
const TEXT = /\.(?:md|mdx|ts|tsx|mts|cts|js|mjs|cjs|jsx|json|jsonc|ya?ml|sol|sh|css|html|txt|toml)$|(?:^|\/)(?:run|Dockerfile|\.env\.example)$/

/** The repository's root: the nearest folder above `from` with pnpm-workspace.yaml. */
export function repoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`)
  }
}

/** Every file under `root`, relative to it with forward slashes, generated folders left out. */
export function listFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!GENERATED.has(entry.name) && !NEXT_DIST.test(entry.name)) walk(relative)
      } else if (entry.isFile() || (entry.isSymbolicLink() && statSync(path.join(root, relative), { throwIfNoEntry: false })?.isFile())) {
        files.push(relative)
      }
    }
  }
  walk('')
  return files.sort()
}

export const isTextFile = (file: string) => TEXT.test(file) && !file.endsWith('pnpm-lock.yaml')
