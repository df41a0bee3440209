// Login throughput against the secp256k1 recovery ceiling (issue 3, Benchmark).
// Bounded: 2 x 2 s ceiling, ~3 s of logins at 1 connection and ~8 s at 50 (as many pre-signed
// logins as the ceiling would do in that time), a 5 s nonce flood, plus pre-signing.
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import autocannon from 'autocannon'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

if (!existsSync(new URL('../dist/node.js', import.meta.url))) {
  console.error('bench: build first (pnpm --filter @stardust/auth-server build)')
  process.exit(1)
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Recoveries per second on this machine, in this process: one login costs one. */
function measureCeiling(ms = 2000, warmupMs = 300) {
  const pairs = Array.from({ length: 64 }, () => {
    const hash = randomBytes(32)
    return [secp256k1.sign(hash, secp256k1.utils.randomSecretKey(), { format: 'recovered', prehash: false }), hash]
  })
  // Warm-up: JIT and noble's precomputed tables, so the figure is the steady state.
  for (let index = 0, warm = performance.now(); performance.now() - warm < warmupMs; index++) {
    const [signature, hash] = pairs[index % pairs.length]
    secp256k1.recoverPublicKey(signature, hash, { prehash: false })
  }
  let count = 0
  const start = performance.now()
  const cpuStart = process.cpuUsage()
  while (performance.now() - start < ms) {
    const [signature, hash] = pairs[count % pairs.length]
    secp256k1.recoverPublicKey(signature, hash, { prehash: false })
    count++
  }
  const cpu = process.cpuUsage(cpuStart)
  return { wall: count / ((performance.now() - start) / 1000), cpu: count / ((cpu.user + cpu.system) / 1e6) }
}

const cpuSeconds = (before, after) => (after.user - before.user + after.system - before.system) / 1e6

async function post(url, path, body) {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return response.json()
}

/** One fresh account per login, each with one outstanding nonce, signed ahead of the run. */
async function presign(url, count) {
  const one = async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { data } = await post(url, '/user/nonce', { account: account.address })
    return JSON.stringify({ account: account.address, signedMsg: await account.signMessage({ message: data.message }) })
  }
  const bodies = []
  while (bodies.length < count) bodies.push(...(await Promise.all(Array.from({ length: Math.min(32, count - bodies.length) }, one))))
  return bodies
}

/** Sends `amount` requests (one per pre-signed body), or runs for `duration` s when no amount is given. */
function run(url, { connections, duration, amount, path, nextBody }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration }),
        requests: [{ method: 'POST', path, headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: nextBody() }) }],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, seconds: (result.finish - result.start) / 1000 })),
    )
  })
}

const server = fork(new URL('./server.mjs', import.meta.url), { execArgv: ['--expose-gc', ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/h2-prof'] : [])], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
const ask = (message) =>
  new Promise((resolve) => {
    server.once('message', resolve)
    if (message) server.send(message)
  })

try {
  const { url } = await ask()
  const ceilingBefore = measureCeiling()
  console.log(
    `secp256k1 recoveries/s (ceiling, @noble/curves, one core), before: ${ceilingBefore.wall.toFixed(0)} per wall second, ${ceilingBefore.cpu.toFixed(0)} per CPU second`,
  )

  const results = {}
  for (const [connections, seconds] of [
    [1, 3],
    [50, 8],
  ]) {
    // Pre-signed logins for `seconds` at the ceiling; the run ends when they are used up.
    const needed = Math.ceil(ceilingBefore.wall * seconds)
    const started = performance.now()
    const bodies = await presign(url, needed)
    console.log(`pre-signed ${needed} logins in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    let next = 0
    const cpuBefore = await ask('cpu')
    const result = await run(url, { connections, amount: bodies.length, path: '/user/login', nextBody: () => bodies[next++] })
    const serverCpu = cpuSeconds(cpuBefore, await ask('cpu'))
    const ok = result['2xx']
    results[connections] = { wall: ok / result.seconds, cpu: ok / serverCpu }
    console.log(
      `login, ${connections} connection(s), ${result.seconds.toFixed(1)} s: ${results[connections].wall.toFixed(0)} logins/s ` +
        `(${results[connections].cpu.toFixed(0)} per server CPU second), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    )
  }
  const ceilingAfter = measureCeiling()
  const ceiling = { wall: (ceilingBefore.wall + ceilingAfter.wall) / 2, cpu: (ceilingBefore.cpu + ceilingAfter.cpu) / 2 }
  console.log(
    `secp256k1 recoveries/s, after: ${ceilingAfter.wall.toFixed(0)} per wall second, ${ceilingAfter.cpu.toFixed(0)} per CPU second; ` +
      `ceiling used (mean): ${ceiling.wall.toFixed(0)} / ${ceiling.cpu.toFixed(0)}`,
  )

  const before = await ask('memory')
  const flood = await run(url, {
    connections: 50,
    duration: 5,
    path: '/user/nonce',
    nextBody: () => JSON.stringify({ account: `0x${randomBytes(20).toString('hex')}` }),
  })
  const after = await ask('memory')
  console.log(
    `nonce flood, 50 connections, 5 s: ${flood['2xx']} issued (${flood.non2xx} refused at the bound); server RSS ${mb(before.rss)} -> ${mb(after.rss)}, heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} (outstanding nonces capped at 100000)`,
  )

  // Wall-clock figures swing with whatever else the machine runs; per-CPU-second figures compare
  // the work itself (the server saturates its one core at 50 connections). The last line is the latter.
  console.log(`login/ceiling ratio, wall clock (noisy on a shared machine): ${(results[50].wall / ceiling.wall).toFixed(2)}`)
  console.log(`login/ceiling ratio: ${(results[50].cpu / ceiling.cpu).toFixed(2)}`)
} finally {
  server.send('stop')
}
