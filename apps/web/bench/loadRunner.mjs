// The load-runner of the benches that compare copies of one build (bench/proxy.mjs, bench/csp.mjs): hard-linked
// copies of the build with a manifest rewritten, `next start` on each, one GET on a fresh connection, and requests
// per second at 8 concurrent requests in short windows taken in turn, so a change in the machine's load falls on
// every copy alike.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@stardust/vitest-config/ports'

export const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const nextBin = path.join(web, 'node_modules/next/dist/bin/next')
const CONCURRENT = 8

/** A copy of the build at `dir` (hard links: no second copy on disk), without its cache and standalone output. */
export function copyBuild(built, dir) {
  rmSync(dir, { recursive: true, force: true })
  execFileSync('cp', ['-al', built, dir])
  for (const folder of ['cache', 'standalone']) rmSync(path.join(dir, folder), { recursive: true, force: true })
}

/** Rewrites a JSON file of a copy; unlinked first, so the build itself is never written through a link. */
export function rewriteJson(file, change) {
  const json = change(JSON.parse(readFileSync(file, 'utf8')))
  unlinkSync(file)
  writeFileSync(file, JSON.stringify(json))
}

/** `next start` of the build in `distDir` (a folder of apps/web) on a free port, resolved once it answers. */
export async function startNext(distDir, name) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), `stardust-${name}-bench-`))
  const child = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: web,
    stdio: 'ignore',
    // One instance on its own (PGlite in a scratch folder, the memory store): production refuses to start
    // without a database and Redis otherwise.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, AUTH_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef', LOG_LEVEL: 'silent', STARDUST_SINGLE_INSTANCE: '1', STARDUST_DATA_DIR: dataDir },
  })
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`next start (${distDir}) exited with ${child.exitCode}`)
    if ((await get(port, '/robots.txt').catch(() => undefined))?.status === 200) return { port, child, dataDir }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
  throw new Error(`next start (${distDir}) did not answer`)
}

/** `next start` of each build of `distDirs` (by kind), given to `use` by kind; all stopped however `use` ends. */
export async function withServers(name, distDirs, use) {
  const servers = {}
  try {
    for (const [kind, distDir] of Object.entries(distDirs)) servers[kind] = await startNext(distDir, name)
    return await use(servers)
  } finally {
    await stopServers(servers)
  }
}

/** Runs a bench's `main`, then removes the copies of the build it made; on an error, prints it and exits 1. */
export function runBench(main, copyDirs) {
  const removeCopies = () => copyDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
  main().then(removeCopies, (error) => {
    console.error(error)
    removeCopies()
    process.exit(1)
  })
}

/** Stops every server `startNext` gave, and removes their scratch folders. */
async function stopServers(servers) {
  for (const { child, dataDir } of Object.values(servers)) {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** One GET on a fresh connection: status, ms to the first byte, body bytes, header bytes, the policy header. */
export function get(port, pathname) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = request({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      const ttfb = Number(process.hrtime.bigint() - started) / 1e6
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.once('end', () => {
        const headerBytes = res.rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part) + 2, 0)
        resolve({ status: res.statusCode, ttfb, bytes, headerBytes, csp: res.headers['content-security-policy'] ?? '' })
      })
    })
    req.once('error', reject)
    req.end()
  })
}

/** Calls `each(kind)` `rounds` times a kind, the kinds in turn, each round starting one further. */
export async function inTurn(kinds, rounds, each) {
  for (let round = 0; round < rounds; round++) for (let k = 0; k < kinds.length; k++) await each(kinds[(round + k) % kinds.length])
}

/** Requests per second of `pathname` on each server of `servers` (by kind): 8 at a time, `rounds` windows of `ms` each, taken in turn. */
export async function throughputInTurn(servers, kinds, pathname, { rounds, ms }) {
  const done = Object.fromEntries(kinds.map((kind) => [kind, 0]))
  await inTurn(kinds, rounds, async (kind) => (done[kind] += await throughput(servers[kind].port, pathname, ms)))
  return Object.fromEntries(kinds.map((kind) => [kind, done[kind] / rounds]))
}

/** Requests per second of `pathname` answered 200, 8 at a time for `ms`. */
async function throughput(port, pathname, ms) {
  const deadline = Date.now() + ms
  let done = 0
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (Date.now() < deadline) {
        const { status } = await get(port, pathname)
        if (status !== 200) throw new Error(`${pathname} answered ${status}`)
        done++
      }
    }),
  )
  return done / (ms / 1000)
}
