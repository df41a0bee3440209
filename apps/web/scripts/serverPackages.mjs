// The packages server/*.mjs import themselves, which Node looks for from server/ in the standalone folder: each is
// linked into <app>/node_modules from the copy under the standalone folder's node_modules. pino and prom-client are
// there in full (Next traced them for the bundle); pg and ioredis (readinessWorker.mjs) only in part, as Next
// bundled what the site uses of them, so their files are traced here (Next's own tracer) and copied first.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/**
 * @param {{ web: string, repoRoot: string, standalone: string, app: string }} where
 * @returns {Promise<string[]>} what went wrong, one line each (empty: done)
 */
export async function linkServerPackages({ web, repoRoot, standalone, app }) {
  const { nodeFileTrace } = require(path.join(web, 'node_modules', 'next', 'dist', 'compiled', '@vercel', 'nft'))
  /** @type {Record<string, { from: string, trace: boolean }>} */
  const packages = {
    pino: { from: web, trace: false },
    'prom-client': { from: web, trace: false },
    pg: { from: path.join(repoRoot, 'packages', 'rewards-server'), trace: true },
    ioredis: { from: path.join(repoRoot, 'packages', 'auth-server'), trace: true },
  }
  const problems = []
  for (const [name, { from, trace }] of Object.entries(packages)) {
    const source = realpathSync(path.join(from, 'node_modules', name))
    if (trace) {
      const { fileList } = await nodeFileTrace([createRequire(path.join(source, 'package.json')).resolve(name)], { base: repoRoot })
      for (const file of fileList) {
        const target = path.join(standalone, file)
        if (existsSync(target)) continue
        mkdirSync(path.dirname(target), { recursive: true })
        const stat = lstatSync(path.join(repoRoot, file))
        if (stat.isSymbolicLink()) symlinkSync(readlinkSync(path.join(repoRoot, file)), target)
        else if (stat.isFile()) copyFileSync(path.join(repoRoot, file), target)
      }
    }
    const traced = path.join(standalone, path.relative(repoRoot, source))
    if (!existsSync(path.join(traced, 'package.json'))) {
      problems.push(`${name}, which server/ imports, is not in the standalone folder`)
      continue
    }
    const link = path.join(app, 'node_modules', name)
    mkdirSync(path.dirname(link), { recursive: true })
    rmSync(link, { force: true })
    symlinkSync(path.relative(path.dirname(link), traced), link)
  }
  return problems
}
