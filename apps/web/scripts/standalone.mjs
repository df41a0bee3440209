// After `next build`: completes the standalone folder into the artefact an operator ships. Next
// traces the server's code and node_modules into <distDir>/standalone/apps/web; the static assets,
// public/ and the production server (server/*.mjs) are copied beside it, as Next's docs ask, and the
// ledger's committed migrations where the bundled @stardust/rewards-server looks for them (its
// package folder under the tracing root), since no import names those files.
// Run from apps/web: `node scripts/standalone.mjs` (the build script does).
import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const app = path.join(distDir, 'standalone', 'apps', 'web')
if (!existsSync(path.join(app, 'server.js'))) {
  console.error(`standalone: ${app}/server.js is missing; is output: 'standalone' set and did next build run?`)
  process.exit(1)
}
cpSync(path.join(distDir, 'static'), path.join(app, path.basename(distDir), 'static'), { recursive: true })
if (existsSync(path.join(web, 'public'))) cpSync(path.join(web, 'public'), path.join(app, 'public'), { recursive: true })
const migrations = path.join('packages', 'rewards-server', 'drizzle')
cpSync(path.join(web, '..', '..', migrations), path.join(distDir, 'standalone', migrations), { recursive: true })
cpSync(path.join(web, 'server'), path.join(app, 'server'), { recursive: true, filter: (source) => !/\.test\.[mc]?[jt]s$/.test(source) })
console.log(`standalone: ${path.relative(web, app)} is ready; start it with: node ${path.relative(web, path.join(app, 'server', 'production.mjs'))}`)
