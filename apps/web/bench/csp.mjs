// The cost of the Content-Security-Policy choice, in one run on one build: the built site served by
// `next start` three times, as built (per-route script hashes for prerendered pages, a nonce per request
// from proxy.ts for pages rendered per request), from a copy with the policy's header rules taken out (the
// proxy kept: a prerendered page's exact cost of its hashes) and from a copy without the proxy too (a page
// rendered per request without its nonce; the proxy's own language work, which the site has anyway, goes
// with it, so that anchor is a bound). Requests alternate between them. Printed per page: median time to
// first byte, HTML bytes, response header bytes, and requests per second at 8 concurrent requests.
// Run after `pnpm build` (the build script runs scripts/cspHashes.mjs): `node bench/csp.mjs`; with
// STARDUST_BENCH_WRITE=1 its rows replace the table in docs/benchmarks.md.
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
const built = path.join(web, '.next')
const copies = { rules: path.join(web, '.next-bench-no-csp-rules'), none: path.join(web, '.next-bench-no-csp') }
const removeCopies = () => Object.values(copies).forEach((dir) => rmSync(dir, { recursive: true, force: true }))
// Prefixed addresses (English is prerendered under /en): the copy without the proxy serves only those. Each
// page's anchor: the prerendered page's is the copy without the rules, the per-request page's the one
// without the proxy (with the proxy its nonce is still made).
const PAGES = { '/en': 'rules', '/en/stake': 'none' }
const KINDS = ['csp', 'rules', 'none']
const SAMPLES = Number(process.env.BENCH_CSP_SAMPLES ?? 60)
const THROUGHPUT_MS = Number(process.env.BENCH_CSP_THROUGHPUT_MS ?? 1500)
const ROUNDS = Number(process.env.BENCH_CSP_ROUNDS ?? 6)

if (!existsSync(path.join(built, 'csp-routes.json'))) {
  console.error('csp bench: build the site first (pnpm build: next build, then scripts/cspHashes.mjs)')
  process.exit(1)
}

/** A copy of the build (hard links: no second copy on disk) without the policy's rules, and without the proxy unless `proxy`. */
function bareCopy(bare, { proxy }) {
  rmSync(bare, { recursive: true, force: true })
  execFileSync('cp', ['-al', built, bare])
  // Files changed below are unlinked first, so the build itself is never written through a link.
  for (const folder of ['cache', 'standalone']) rmSync(path.join(bare, folder), { recursive: true, force: true })
  const rewrite = (file, change) => {
    const json = change(JSON.parse(readFileSync(file, 'utf8')))
    unlinkSync(file)
    writeFileSync(file, JSON.stringify(json))
  }
  rewrite(path.join(bare, 'routes-manifest.json'), (manifest) => ({
    ...manifest,
    headers: manifest.headers
      .filter((rule) => !rule.stardustCsp)
      .map((rule) => ({ ...rule, headers: rule.headers.filter(({ key }) => !/^content-security-policy|^reporting-endpoints/i.test(key)) })),
  }))
  if (proxy) return
  for (const name of ['middleware-manifest.json', 'functions-config-manifest.json']) {
    const file = path.join(bare, 'server', name)
    if (!existsSync(file)) continue
    rewrite(file, (manifest) => ({ ...manifest, middleware: {}, functions: Object.fromEntries(Object.entries(manifest.functions ?? {}).filter(([key]) => !/proxy|middleware/.test(key))) }))
  }
}

async function start(distDir) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stardust-csp-bench-'))
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

/** One GET on a fresh connection: status, ms to the first byte, body bytes, header bytes. */
function get(port, pathname) {
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

async function throughput(port, pathname) {
  const deadline = Date.now() + THROUGHPUT_MS
  let done = 0
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (Date.now() < deadline) {
      await get(port, pathname)
      done++
    }
  }))
  return done / (THROUGHPUT_MS / 1000)
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
  for (const [kind, dir] of Object.entries(copies)) bareCopy(dir, { proxy: kind === 'rules' })
  const servers = { csp: await start('.next'), rules: await start(path.basename(copies.rules)), none: await start(path.basename(copies.none)) }
  try {
    const rows = []
    for (const page of Object.keys(PAGES)) {
      for (const server of Object.values(servers)) await get(server.port, page) // warm up
      const samples = { csp: [], rules: [], none: [] }
      for (let i = 0; i < SAMPLES; i++) for (let k = 0; k < KINDS.length; k++) {
        const kind = KINDS[(i + k) % KINDS.length]
        samples[kind].push(await get(servers[kind].port, page))
      }
      // Throughput in short windows taken in turn, so a change in the machine's load falls on every build alike.
      const done = { csp: 0, rules: 0, none: 0 }
      for (let round = 0; round < ROUNDS; round++) for (let k = 0; k < KINDS.length; k++) {
        const kind = KINDS[(round + k) % KINDS.length]
        done[kind] += await throughput(servers[kind].port, page)
      }
      const rps = Object.fromEntries(KINDS.map((kind) => [kind, done[kind] / ROUNDS]))
      for (const kind of KINDS) {
        const last = samples[kind].at(-1)
        const scheme = last.csp.includes("'nonce-") ? 'nonce' : /script-src/.test(last.csp) ? 'hashes' : '-'
        if (kind === 'csp' && scheme === '-') throw new Error(`${page}: the built site sent no policy`)
        if (kind === PAGES[page] && last.csp) throw new Error(`${page}: its anchor (${kind}) still sent a policy`)
        rows.push({ page, kind, ttfb: median(samples[kind].map((s) => s.ttfb)), html: median(samples[kind].map((s) => s.bytes)), headers: median(samples[kind].map((s) => s.headerBytes)), rps: rps[kind], scheme })
      }
    }
    console.log(`\nContent-Security-Policy cost (next start, one build as built, without the policy's rules, and without the proxy too; ${SAMPLES} rounds of alternating requests a page, 8 concurrent in ${ROUNDS} windows of ${THROUGHPUT_MS / 1000} s taken in turn)`)
    console.log('page       build      policy   TTFB median   HTML bytes   header bytes   requests/s')
    for (const row of rows) {
      console.log(`${row.page.padEnd(10)} ${row.kind.padEnd(10)} ${row.scheme.padEnd(8)} ${`${row.ttfb.toFixed(1)} ms`.padStart(11)}   ${String(row.html).padStart(10)}   ${String(row.headers).padStart(12)}   ${row.rps.toFixed(1).padStart(10)}`)
    }
    // One row per figure: the page with its policy, its anchor from the same run.
    const figures = [
      ['median time to first byte', (row) => `${row.ttfb.toFixed(1)} ms`],
      ['HTML bytes', (row) => row.html.toLocaleString('en')],
      ['response header bytes', (row) => row.headers.toLocaleString('en')],
      ['requests per second, 8 at a time', (row) => row.rps.toFixed(1)],
    ]
    const ANCHOR = { rules: 'without the policy', none: 'without the policy and the proxy' }
    const table = []
    for (const [page, anchorKind] of Object.entries(PAGES)) {
      const withPolicy = rows.find((row) => row.page === page && row.kind === 'csp')
      const anchor = rows.find((row) => row.page === page && row.kind === anchorKind)
      const scheme = withPolicy.scheme === 'nonce' ? 'a nonce per request' : 'build-time hashes'
      for (const [figure, show] of figures) table.push([`\`${page}\` (${scheme}): ${figure}`, show(withPolicy), `${ANCHOR[anchorKind]}: ${show(anchor)}`])
    }
    recordBench('web-csp', {
      command: `\`node apps/web/bench/csp.mjs\` (part of \`pnpm bench\`: one build served by \`next start\` as built, without the policy's header rules, and without the proxy too; ${SAMPLES} rounds of alternating requests a page, then 8 at a time in ${ROUNDS} windows of ${THROUGHPUT_MS / 1000} s each, taken in turn)`,
      columns: ['figure', 'with the policy', 'anchor (same run)'],
      rows: table,
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
