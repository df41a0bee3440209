// What a DPoP proof costs per authenticated request, in one run: GET user/me with a bearer token and
// with a DPoP-bound token plus a fresh proof each (verified with jose, its id recorded in the store),
// same server, same connections, same count. Also the client's side: making one proof (panva's dpop).
import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import autocannon from 'autocannon'
import { generateKeyPair, generateProof } from 'dpop'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

if (!existsSync(new URL('../dist/node.js', import.meta.url))) {
  console.error('bench: build first (pnpm --filter @stardust/auth-server build)')
  process.exit(1)
}

const REQUESTS = Number(process.env.BENCH_DPOP_REQUESTS ?? 4000)
const CONNECTIONS = 10

const server = fork(new URL('./server.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
const ask = (message) =>
  new Promise((resolve) => {
    server.once('message', resolve)
    if (message) server.send(message)
  })
const cpuSeconds = (before, after) => (after.user - before.user + after.system - before.system) / 1e6

async function signIn(url, proof) {
  const account = privateKeyToAccount(generatePrivateKey())
  const post = async (path, body, headers = {}) =>
    (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()
  const { data } = await post('/user/nonce', { account: account.address })
  const login = await post('/user/login', { account: account.address, signedMsg: await account.signMessage({ message: data.message }) }, proof ? { dpop: await proof() } : {})
  if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`)
  return login.token
}

function run(url, nextHeaders) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, amount: REQUESTS, requests: [{ method: 'GET', path: '/user/me', setupRequest: (request) => ({ ...request, headers: nextHeaders() }) }] },
      (error, result) => (error ? reject(error) : resolve({ ...result, seconds: (result.finish - result.start) / 1000 })),
    )
  })
}

async function measure(url, name, nextHeaders) {
  const before = await ask('cpu')
  const result = await run(url, nextHeaders)
  const cpu = cpuSeconds(before, await ask('cpu'))
  const ok = result['2xx']
  const figures = { perSecond: ok / result.seconds, cpuMsPerRequest: (cpu * 1000) / ok }
  console.log(
    `GET user/me, ${name}, ${CONNECTIONS} connections, ${ok} requests (non-2xx ${result.non2xx}): ${figures.perSecond.toFixed(0)} requests/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, server CPU ${figures.cpuMsPerRequest.toFixed(3)} ms per request`,
  )
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return figures
}

try {
  const { url } = await ask()
  const key = await generateKeyPair('ES256')
  const bearer = await signIn(url)
  const bound = await signIn(url, () => generateProof(key, `${url}/user/login`, 'POST'))
  // Warm-up of both paths (JIT, the verified-token cache), not counted.
  for (let i = 0; i < 200; i++) {
    await fetch(`${url}/user/me`, { headers: { authorization: `Bearer ${bearer}` } })
    await fetch(`${url}/user/me`, { headers: { authorization: `DPoP ${bound}`, dpop: await generateProof(key, `${url}/user/me`, 'GET', undefined, bound) } })
  }
  const withoutProof = await measure(url, 'bearer', () => ({ authorization: `Bearer ${bearer}` }))
  // One proof per request, made just before the run (a proof serves once): the client's cost per proof.
  const started = performance.now()
  const proofs = []
  for (let i = 0; i < REQUESTS; i++) proofs.push(await generateProof(key, `${url}/user/me`, 'GET', undefined, bound))
  const clientMs = (performance.now() - started) / REQUESTS
  console.log(`making a proof (client, dpop ES256 on WebCrypto): ${clientMs.toFixed(3)} ms each`)
  let next = 0
  const withProof = await measure(url, 'DPoP + fresh proof', () => ({ authorization: `DPoP ${bound}`, dpop: proofs[next++] }))
  console.log(`DPoP cost per request: +${(withProof.cpuMsPerRequest - withoutProof.cpuMsPerRequest).toFixed(3)} ms of server CPU, +${clientMs.toFixed(3)} ms on the client`)
  console.log(`requests/s with DPoP / without (wall clock, noisy on a shared machine): ${(withProof.perSecond / withoutProof.perSecond).toFixed(2)}`)
  console.log(`server CPU per request, DPoP / bearer: ${(withProof.cpuMsPerRequest / withoutProof.cpuMsPerRequest).toFixed(2)}`)
} finally {
  server.send('stop')
}
