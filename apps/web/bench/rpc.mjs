// RPC figures of the site, printed, no pass/fail: (1) JSON-RPC calls the chain receives per
// 100 views of /stake under load (20 connections), counted by a proxy in front of a seeded local chain;
// (2) time to first byte and to the last byte of /stake, /purchase, /claim and /stardust with the chain
// node stopped (SIGSTOP: the way a public RPC hangs). Run alone: `node bench/rpc.mjs` after `next build`.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { startNext, startSeededChain } from '../e2e/site.mjs'
import { pickPort } from './servers.mjs'

const VIEWS = Number(process.env.BENCH_RPC_VIEWS ?? 600)
const CONNECTIONS = 20

/** Forwards JSON-RPC to `target` and counts the calls (a batch of n counts n). */
async function countingProxy(target) {
  const upstream = new URL(target)
  const counter = { calls: 0 }
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      try {
        const parsed = JSON.parse(body.toString('utf8'))
        counter.calls += Array.isArray(parsed) ? parsed.length : 1
      } catch {
        // not JSON: forwarded as it is
      }
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: '/', method: 'POST', headers: { 'content-type': 'application/json' } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
        answer.pipe(res)
      })
      forward.on('error', () => res.writeHead(502).end())
      forward.end(body)
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}`, counter, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** ms to the first byte and to the end of a page. */
async function timePage(url) {
  const start = performance.now()
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) })
  const reader = response.body.getReader()
  const first = await reader.read()
  const ttfb = performance.now() - start
  let done = first.done
  while (!done) done = (await reader.read()).done
  return { ttfb, total: performance.now() - start }
}

export async function measureRpc() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'stardust-bench-rpc-'))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stardust-bench-pglite-'))
  const { chain, deployment } = await startSeededChain({ chainId: 5000, port: 0, outDir })
  const proxy = await countingProxy(chain.url)
  const port = await pickPort()
  let stopped = false
  let site
  try {
    site = await startNext({
      port,
      env: {
        NODE_ENV: 'production',
        STARDUST_SINGLE_INSTANCE: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        AUTH_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef',
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        STARDUST_DATA_DIR: dataDir,
        STARDUST_DEPLOYMENTS: JSON.stringify({ 5000: deployment }),
        NEXT_PUBLIC_RPC_MANTLE: proxy.url,
      },
    })
    await fetch(`${site.url}/stake`).then((r) => r.text()) // compiled routes and the first read
    proxy.counter.calls = 0
    let next = 0
    const start = performance.now()
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next++ < VIEWS) await fetch(`${site.url}/stake`).then((r) => r.text())
      }),
    )
    const seconds = (performance.now() - start) / 1000
    const per100 = (proxy.counter.calls / VIEWS) * 100
    console.log(`\nRPC calls per 100 views of /stake (${VIEWS} views, ${CONNECTIONS} connections, ${(VIEWS / seconds).toFixed(0)} views/s):`)
    console.log(`  ${proxy.counter.calls} JSON-RPC calls: ${per100.toFixed(1)} per 100 views (before shared reads: about 500, 5 per view)`)

    process.kill(chain.pid, 'SIGSTOP')
    stopped = true
    console.log('\nWith the chain node stopped (SIGSTOP), time to first byte / to the last byte:')
    const rows = []
    for (const route of ['/stake', '/purchase', '/claim', '/stardust']) {
      const { ttfb, total } = await timePage(`${site.url}${route}`)
      rows.push({ route, ttfb, total })
      console.log(`  ${route.padEnd(10)} first byte ${(ttfb / 1000).toFixed(2)} s, last byte ${(total / 1000).toFixed(2)} s`)
    }
    console.log('  (before shared reads: /stake and /purchase about 41 s to the first byte; the figures now wait at most 2 s)')
    return { rpcCallsPer100Views: per100, viewsPerSecond: VIEWS / seconds, hungRpc: rows }
  } finally {
    if (stopped) process.kill(chain.pid, 'SIGCONT')
    await site?.stop()
    await proxy.close()
    await chain.stop()
    rmSync(outDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureRpc().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
