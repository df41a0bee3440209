// The cost of the Content-Security-Policy choice, in one run on one build: the built site served by
// `next start` three times, as built (per-route script hashes for prerendered pages, a nonce per request
// from proxy.ts for pages rendered per request), from a copy with the policy's header rules taken out (the
// proxy kept: a prerendered page's exact cost of its hashes) and from a copy without the proxy too (a page
// rendered per request without its nonce; the proxy's own language work, which the site has anyway, goes
// with it, so that anchor is a bound). Requests alternate between them. Printed per page: median time to
// first byte, HTML bytes, response header bytes, and requests per second at 8 concurrent requests.
// Run after `pnpm build` (the build script runs scripts/cspHashes.mjs): `node bench/csp.mjs`; with
// STARDUST_BENCH_WRITE=1 its rows replace the table in docs/benchmarks.md.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { recordBench } from '../../../scripts/benchTables.mjs'
import { copyBuild, get, inTurn, rewriteJson, runBench, throughputInTurn, web, withServers } from './loadRunner.mjs'

const built = path.join(web, '.next')
const copies = { rules: path.join(web, '.next-bench-no-csp-rules'), none: path.join(web, '.next-bench-no-csp') }
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
  copyBuild(built, bare)
  rewriteJson(path.join(bare, 'routes-manifest.json'), (manifest) => ({
    ...manifest,
    headers: manifest.headers
      .filter((rule) => !rule.stardustCsp)
      .map((rule) => ({ ...rule, headers: rule.headers.filter(({ key }) => !/^content-security-policy|^reporting-endpoints/i.test(key)) })),
  }))
  if (proxy) return
  for (const name of ['middleware-manifest.json', 'functions-config-manifest.json']) {
    const file = path.join(bare, 'server', name)
    if (!existsSync(file)) continue
    rewriteJson(file, (manifest) => ({ ...manifest, middleware: {}, functions: Object.fromEntries(Object.entries(manifest.functions ?? {}).filter(([key]) => !/proxy|middleware/.test(key))) }))
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
  for (const [kind, dir] of Object.entries(copies)) bareCopy(dir, { proxy: kind === 'rules' })
  const builds = { csp: '.next', rules: path.basename(copies.rules), none: path.basename(copies.none) }
  await withServers('csp', builds, async (servers) => {
    const rows = []
    for (const page of Object.keys(PAGES)) {
      for (const server of Object.values(servers)) await get(server.port, page) // warm up
      const samples = { csp: [], rules: [], none: [] }
      await inTurn(KINDS, SAMPLES, async (kind) => samples[kind].push(await get(servers[kind].port, page)))
      const rps = await throughputInTurn(servers, KINDS, page, { rounds: ROUNDS, ms: THROUGHPUT_MS })
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
  })
}

runBench(main, Object.values(copies))
