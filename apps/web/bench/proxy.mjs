// What proxy.ts costs a page, in one run on one build: the built site served by `next start` as built, from a
// copy whose proxy runs on every page (its matcher widened to every path but the API and Next's files, as it was
// before the prerendered prefixed pages were kept out of it) and from a copy without the proxy (hard-linked copies
// whose functions manifest is rewritten), requests taken in turn. Printed per page: requests per second at 8
// concurrent requests on fresh connections, and each as a share of the copy without the proxy. The pages are
// prefixed and prerendered (a language's home and legal page, English's own /en), the only ones the copy without
// the proxy still serves as the site does (it has no language redirect, no rewrite of English paths, no nonce).
// Run after a build (next build, then scripts/cspHashes.mjs): `node bench/proxy.mjs`; with STARDUST_BENCH_WRITE=1
// its rows replace its table in docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@stardust/vitest-config/ports'
import { recordBench } from '../../../scripts/benchTables.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const nextBin = path.join(web, 'node_modules/next/dist/bin/next')
const built = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const copies = { every: path.join(web, '.next-bench-proxy-everywhere'), none: path.join(web, '.next-bench-no-proxy') }
const removeCopies = () => Object.values(copies).forEach((dir) => rmSync(dir, { recursive: true, force: true }))
// Every page, as the matcher had it before the prerendered prefixed pages were left out (not the API, Next's files,
// files with an extension or the metadata images), in the form Next compiles a matcher to.
const EVERY_PAGE = String.raw`^(?:\/(_next\/data\/[^/]{1,}))?(?:\/((?!api\/|_next\/|apple-icon|opengraph-image|icon|.*\.[a-z0-9]+$).*))(\.json|\.rsc|\.segments\/.+\.segment\.rsc)?[\/#\?]?$`
const PAGES = (process.env.BENCH_PROXY_PAGES ?? '/es,/de/privacy-policy,/en').split(',')
const KINDS = ['built', 'every', 'none']
const THROUGHPUT_MS = Number(process.env.BENCH_PROXY_THROUGHPUT_MS ?? 1500)
const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS ?? 8)

if (!existsSync(path.join(built, 'csp-routes.json'))) {
  console.error('proxy bench: build the site first (next build, then scripts/cspHashes.mjs)')
  process.exit(1)
}

/** A copy of the build (hard links: no second copy on disk) whose proxy runs on every page (`every`) or not at all. */
function copyOf(kind) {
  const dir = copies[kind]
  rmSync(dir, { recursive: true, force: true })
  execFileSync('cp', ['-al', built, dir])
  for (const folder of ['cache', 'standalone']) rmSync(path.join(dir, folder), { recursive: true, force: true })
  const file = path.join(dir, 'server', 'functions-config-manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8'))
  const proxy = Object.keys(manifest.functions ?? {}).find((key) => /proxy|middleware/.test(key))
  if (!proxy) throw new Error('the build has no proxy in server/functions-config-manifest.json')
  const functions = { ...manifest.functions }
  if (kind === 'none') delete functions[proxy]
  else functions[proxy] = { ...functions[proxy], matchers: [{ regexp: EVERY_PAGE, originalSource: String.raw`/((?!api/|_next/|apple-icon|opengraph-image|icon|.*\.[a-z0-9]+$).*)` }] }
  // Unlinked first, so the build itself is never written through a link.
  unlinkSync(file)
  writeFileSync(file, JSON.stringify({ ...manifest, functions }))
}

async function start(distDir) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stardust-proxy-bench-'))
  const child = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: web,
    stdio: 'ignore',
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

/** One GET on a fresh connection: its status and the headers a visitor's browser acts on. */
function get(port, pathname) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      res.resume()
      res.once('end', () => resolve({ status: res.statusCode, csp: res.headers['content-security-policy'] ?? '' }))
    })
    req.once('error', reject)
    req.end()
  })
}

async function throughput(port, pathname) {
  const deadline = Date.now() + THROUGHPUT_MS
  let done = 0
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (Date.now() < deadline) {
      const { status } = await get(port, pathname)
      if (status !== 200) throw new Error(`${pathname} answered ${status}`)
      done++
    }
  }))
  return done / (THROUGHPUT_MS / 1000)
}

async function main() {
  for (const kind of Object.keys(copies)) copyOf(kind)
  const servers = { built: await start(path.basename(built)), every: await start(path.basename(copies.every)), none: await start(path.basename(copies.none)) }
  try {
    // The proxy runs where it should: an English path is rewritten to /en by it, and is nothing without it.
    const english = await Promise.all(KINDS.map((kind) => get(servers[kind].port, '/privacy-policy')))
    if (english.map(({ status }) => status).join() !== '200,200,404') throw new Error(`/privacy-policy answered ${english.map(({ status }) => status).join(', ')} (as built, on every page, without)`)
    const rows = []
    for (const page of PAGES) {
      const answers = await Promise.all(KINDS.map((kind) => get(servers[kind].port, page)))
      // The same page either way: the policy with its hashes comes from the build's header rules, not the proxy.
      if (answers.some(({ status, csp }) => status !== 200 || csp !== answers[0].csp)) throw new Error(`${page}: the builds answer differently`)
      // Short windows taken in turn, so a change in the machine's load falls on both alike.
      const done = { built: 0, every: 0, none: 0 }
      for (let round = 0; round < ROUNDS; round++) for (let k = 0; k < KINDS.length; k++) {
        const kind = KINDS[(round + k) % KINDS.length]
        done[kind] += await throughput(servers[kind].port, page)
      }
      rows.push({ page, ...Object.fromEntries(KINDS.map((kind) => [kind, done[kind] / ROUNDS])) })
    }
    const share = (row, kind) => `${row[kind].toFixed(1)} (${(row[kind] / row.none).toFixed(2)})`
    console.log(`\nproxy.ts's cost (next start, one build as built, with its proxy on every page, and without it; 8 concurrent requests in ${ROUNDS} windows of ${THROUGHPUT_MS / 1000} s a build, taken in turn)`)
    console.log('page                    as built        proxy on every page   without the proxy')
    for (const row of rows) console.log(`${row.page.padEnd(22)} ${share(row, 'built').padStart(14)}   ${share(row, 'every').padStart(19)}   ${row.none.toFixed(1).padStart(17)}`)
    recordBench('web-proxy', {
      command: `\`node apps/web/bench/proxy.mjs\` (one build served by \`next start\` as built, with its proxy run on every page, and without it; 8 requests at a time on fresh connections, ${ROUNDS} windows of ${THROUGHPUT_MS / 1000} s each, taken in turn; in brackets the share of the copy without the proxy)`,
      columns: ['figure', 'as built', 'proxy on every page (same run)', 'without the proxy (same run)'],
      rows: rows.map((row) => [`\`${row.page}\` (prerendered): requests per second, 8 at a time`, share(row, 'built'), share(row, 'every'), row.none.toFixed(1)]),
    })
  } finally {
    for (const { child, dataDir } of Object.values(servers)) {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()))
      rmSync(dataDir, { recursive: true, force: true })
    }
    removeCopies()
  }
}

main().catch((error) => {
  console.error(error)
  removeCopies()
  process.exit(1)
})
