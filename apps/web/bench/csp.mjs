// The cost of the Content-Security-Policy choice, in one run on one build: the built site served twice
// by `next start`, as built (per-route script hashes for prerendered pages, a nonce per request from
// proxy.ts for pages rendered per request) and from a copy of the same build with the policy taken out
// (no CSP header rules, no proxy: for a prefixed address the proxy's only work is the nonce). Requests
// alternate between the two. Printed per page: median time to first byte, HTML bytes, response header
// bytes, and requests per second at 8 concurrent requests.
// Run after `pnpm build` (the build script runs scripts/cspHashes.mjs): `node bench/csp.mjs`; with
// STARDUST_BENCH_WRITE=1 its rows replace the table in docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@stardust/vitest-config/ports'
import { recordBench } from '../../../scripts/benchTables.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const nextBin = path.join(web, 'node_modules/next/dist/bin/next')
const built = path.join(web, '.next')
const bare = path.join(web, '.next-bench-no-csp')
// Prefixed addresses (English is prerendered under /en): the copy without the policy has no proxy, so it
// serves only those; the built site's proxy passes them through, its one cost the CSP's own for /en/stake.
const PAGES = ['/en', '/en/stake']
const SAMPLES = Number(process.env.BENCH_CSP_SAMPLES ?? 60)
const THROUGHPUT_MS = Number(process.env.BENCH_CSP_THROUGHPUT_MS ?? 4000)

if (!existsSync(path.join(built, 'csp-routes.json'))) {
  console.error('csp bench: build the site first (pnpm build: next build, then scripts/cspHashes.mjs)')
  process.exit(1)
}

/** A copy of the build (hard links: no second copy on disk) without the policy's rules and the proxy. */
function bareCopy() {
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
  for (const name of ['middleware-manifest.json', 'functions-config-manifest.json']) {
    const file = path.join(bare, 'server', name)
    if (!existsSync(file)) continue
    rewrite(file, (manifest) => ({ ...manifest, middleware: {}, functions: Object.fromEntries(Object.entries(manifest.functions ?? {}).filter(([key]) => !/proxy|middleware/.test(key))) }))
  }
}

async function start(distDir) {
  const port = await freePort()
  const child = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: web,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, AUTH_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef', LOG_LEVEL: 'silent' },
  })
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`next start (${distDir}) exited with ${child.exitCode}`)
    if ((await get(port, '/robots.txt').catch(() => undefined))?.status === 200) return { port, child }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
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
  bareCopy()
  const servers = { csp: await start('.next'), none: await start(path.basename(bare)) }
  try {
    const rows = []
    for (const page of PAGES) {
      for (const server of Object.values(servers)) await get(server.port, page) // warm up
      const samples = { csp: [], none: [] }
      for (let i = 0; i < SAMPLES; i++) for (const kind of i % 2 ? ['none', 'csp'] : ['csp', 'none']) samples[kind].push(await get(servers[kind].port, page))
      const rps = { csp: await throughput(servers.csp.port, page), none: await throughput(servers.none.port, page) }
      for (const kind of ['csp', 'none']) {
        const last = samples[kind].at(-1)
        if (kind === 'csp' && !/script-src/.test(last.csp)) throw new Error(`${page}: the built site sent no policy`)
        if (kind === 'none' && last.csp) throw new Error(`${page}: the copy without the policy still sent one`)
        rows.push({ page, kind, ttfb: median(samples[kind].map((s) => s.ttfb)), html: median(samples[kind].map((s) => s.bytes)), headers: median(samples[kind].map((s) => s.headerBytes)), rps: rps[kind], scheme: kind === 'none' ? '-' : last.csp.includes("'nonce-") ? 'nonce' : 'hashes' })
      }
    }
    console.log(`\nContent-Security-Policy cost (next start, same build with and without, ${SAMPLES} alternating requests a page, 8 concurrent for ${THROUGHPUT_MS / 1000} s)`)
    console.log('page       policy   TTFB median   HTML bytes   header bytes   requests/s')
    for (const row of rows) {
      console.log(`${row.page.padEnd(10)} ${row.scheme.padEnd(8)} ${`${row.ttfb.toFixed(1)} ms`.padStart(11)}   ${String(row.html).padStart(10)}   ${String(row.headers).padStart(12)}   ${row.rps.toFixed(1).padStart(10)}`)
    }
    // One row per figure: the page with its policy, the same page of the same build without it as the anchor.
    const figures = [
      ['median time to first byte', (row) => `${row.ttfb.toFixed(1)} ms`],
      ['HTML bytes', (row) => row.html.toLocaleString('en')],
      ['response header bytes', (row) => row.headers.toLocaleString('en')],
      ['requests per second, 8 at a time', (row) => row.rps.toFixed(1)],
    ]
    const table = []
    for (const page of PAGES) {
      const withPolicy = rows.find((row) => row.page === page && row.kind === 'csp')
      const without = rows.find((row) => row.page === page && row.kind === 'none')
      const scheme = withPolicy.scheme === 'nonce' ? 'a nonce per request' : 'build-time hashes'
      for (const [figure, show] of figures) table.push([`\`${page}\` (${scheme}): ${figure}`, show(withPolicy), `without the policy: ${show(without)}`])
    }
    recordBench('web-csp', {
      command: `\`node apps/web/bench/csp.mjs\` (part of \`pnpm bench\`: one build served twice by \`next start\`, as built and with the policy taken out; ${SAMPLES} alternating requests a page, then 8 at a time for ${THROUGHPUT_MS / 1000} s)`,
      columns: ['figure', 'with the policy', 'anchor'],
      rows: table,
    })
  } finally {
    for (const { child } of Object.values(servers)) child.kill('SIGTERM')
    rmSync(bare, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  rmSync(bare, { recursive: true, force: true })
  process.exit(1)
})
