// After `next build`: completes the standalone folder into the artefact an operator ships. Next
// traces the server's code and node_modules into <distDir>/standalone/apps/web; the static assets,
// public/ and the production server (server/*.mjs) are copied beside it, as Next's docs ask, and the
// ledger's committed migrations where the bundled @stardust/rewards-server looks for them (its
// package folder under the tracing root), since no import names those files.
// Run from apps/web: `node scripts/standalone.mjs` (the build script does).
import { cpSync, existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { developmentParts } from './developmentParts.mjs'
import { linkServerPackages } from './serverPackages.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const app = path.join(distDir, 'standalone', 'apps', 'web')
if (!existsSync(path.join(app, 'server.js'))) {
  console.error(`standalone: ${app}/server.js is missing; is output: 'standalone' set and did next build run?`)
  process.exit(1)
}
// What Next traced into the site's folder must be the server and nothing else: a file access the tracer
// cannot resolve makes it take the whole project (sources, tests, benches), and a traced run-time folder
// (.data) would ship the developer's database. Either fails the build, naming what came in.
const traced = new Set([path.basename(distDir), 'node_modules', 'package.json', 'server.js'])
const unexpected = readdirSync(app).filter((entry) => !traced.has(entry))
if (unexpected.length > 0) {
  console.error(`standalone: ${path.relative(web, app)} holds ${unexpected.join(', ')}, which no server needs: a file access in the server's code made Next trace them (see the build's warnings; mark a run-time path /* turbopackIgnore: true */)`)
  process.exit(1)
}
cpSync(path.join(distDir, 'static'), path.join(app, path.basename(distDir), 'static'), { recursive: true })
if (existsSync(path.join(web, 'public'))) cpSync(path.join(web, 'public'), path.join(app, 'public'), { recursive: true })
const migrations = path.join('packages', 'rewards-server', 'drizzle')
cpSync(path.join(web, '..', '..', migrations), path.join(distDir, 'standalone', migrations), { recursive: true })
cpSync(path.join(web, 'server'), path.join(app, 'server'), { recursive: true, filter: (source) => !/\.test\.[mc]?[jt]s$/.test(source) })
// server/*.mjs import packages themselves (pino, prom-client, pg, ioredis): linked beside them (serverPackages.mjs).
const repoRoot = path.join(web, '..', '..')
const missing = await linkServerPackages({ web, repoRoot, standalone: path.join(distDir, 'standalone'), app })
if (missing.length > 0) {
  console.error(`standalone: ${missing.join('; ')}`)
  process.exit(1)
}
// Nothing of the development database or the local chain is served or shipped (see developmentParts.mjs).
const development = developmentParts({ distDir, publicDir: path.join(web, 'public') })
if (development.length > 0) {
  console.error(`standalone: the build holds development parts:\n  ${development.join('\n  ')}`)
  process.exit(1)
}
console.log(`standalone: ${path.relative(web, app)} is ready; start it with: node ${path.relative(web, path.join(app, 'server', 'production.mjs'))}`)
