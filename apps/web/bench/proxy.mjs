// What proxy.ts costs a page, in one run on one build: the built site served by `next start` as built, from a
// copy whose proxy runs on every page (its matcher widened to every path but the API and Next's files, as it was
// before the prerendered prefixed pages were kept out of it) and from a copy without the proxy (hard-linked copies
// whose functions manifest is rewritten), requests taken in turn. Printed per page: requests per second at 8
// concurrent requests on fresh connections, and each as a share of the copy without the proxy. The pages are
// prefixed and prerendered (a language's home and legal page, English's own /en), the only ones the copy without
// the proxy still serves as the site does (it has no language redirect, no rewrite of English paths, no nonce).
// Run after a build (next build, then scripts/cspHashes.mjs): `node bench/proxy.mjs`; with STARDUST_BENCH_WRITE=1
// its rows replace its table in docs/benchmarks.md.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { recordBench } from '../../../scripts/benchTables.mjs'
import { copyBuild, get, rewriteJson, runBench, throughputInTurn, web, withServers } from './loadRunner.mjs'

const built = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const copies = { every: path.join(web, '.next-bench-proxy-everywhere'), none: path.join(web, '.next-bench-no-proxy') }
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
  copyBuild(built, dir)
  rewriteJson(path.join(dir, 'server', 'functions-config-manifest.json'), (manifest) => {
    const proxy = Object.keys(manifest.functions ?? {}).find((key) => /proxy|middleware/.test(key))
    if (!proxy) throw new Error('the build has no proxy in server/functions-config-manifest.json')
    const functions = { ...manifest.functions }
    if (kind === 'none') delete functions[proxy]
    else functions[proxy] = { ...functions[proxy], matchers: [{ regexp: EVERY_PAGE, originalSource: String.raw`/((?!api/|_next/|apple-icon|opengraph-image|icon|.*\.[a-z0-9]+$).*)` }] }
    return { ...manifest, functions }
  })
}

async function main() {
  for (const kind of Object.keys(copies)) copyOf(kind)
  const builds = { built: path.basename(built), every: path.basename(copies.every), none: path.basename(copies.none) }
  await withServers('proxy', builds, async (servers) => {
    // The proxy runs where it should: an English path is rewritten to /en by it, and is nothing without it.
    const english = await Promise.all(KINDS.map((kind) => get(servers[kind].port, '/privacy-policy')))
    if (english.map(({ status }) => status).join() !== '200,200,404') throw new Error(`/privacy-policy answered ${english.map(({ status }) => status).join(', ')} (as built, on every page, without)`)
    const rows = []
    for (const page of PAGES) {
      const answers = await Promise.all(KINDS.map((kind) => get(servers[kind].port, page)))
      // The same page either way: the policy with its hashes comes from the build's header rules, not the proxy.
      if (answers.some(({ status, csp }) => status !== 200 || csp !== answers[0].csp)) throw new Error(`${page}: the builds answer differently`)
      const rps = await throughputInTurn(servers, KINDS, page, { rounds: ROUNDS, ms: THROUGHPUT_MS })
      rows.push({ page, ...rps })
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
  })
}

runBench(main, Object.values(copies))
