// The launch-day journey of one virtual wallet (a viem local account) from a loopback address of its
// own: nonce, sign, login, eligibility, open a game session, stardust/me on one instance, then the
// token checked on the other instance. Timed per step.
import { Agent, request } from 'node:http'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

// Hardhat development account #0 is in the seeded airdrop: every journey looks it up too, so the
// eligibility step always finds a proof to send.
const AIRDROP_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const STEPS = ['nonce', 'sign', 'login', 'eligibility', 'game', 'stardust', 'other instance']

/** The n-th client address: 127.10.0.1, 127.10.0.2, ... (the whole 127/8 block is loopback on Linux). */
export const clientAddress = (n) => `127.${10 + Math.floor(n / 64_516)}.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`

function call(agent, baseUrl, method, path, { body, token } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const headers = { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, agent, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.once('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], text }))
      res.once('aborted', () => reject(new Error('answer cut')))
    })
    req.once('error', reject)
    req.end(payload)
  })
}

/**
 * One journey; resolves with each step's ms and the first failure (status or error), if any.
 * `onAnswer(status, ms, retryAfter)` sees every HTTP answer (the overload figures).
 */
export async function runJourney({ n, urls, chainId, onAnswer = () => {} }) {
  const localAddress = clientAddress(n)
  const here = urls[n % urls.length]
  const there = urls[(n + 1) % urls.length]
  const agents = [new Agent({ keepAlive: true, localAddress, maxSockets: 1 }), new Agent({ keepAlive: true, localAddress, maxSockets: 1 })]
  const times = {}
  const wallet = privateKeyToAccount(generatePrivateKey())
  const step = async (name, run) => {
    const started = performance.now()
    const result = await run()
    times[name] = performance.now() - started
    if (result && typeof result.status === 'number') {
      onAnswer(result.status, times[name], result.retryAfter)
      if (result.status !== 200) throw Object.assign(new Error(`${name}: ${result.status}`), { step: name, status: result.status })
    }
    return result
  }
  try {
    const nonce = await step('nonce', () => call(agents[0], here, 'POST', '/api/v1/user/nonce', { body: { account: wallet.address, chainId } }))
    const { message } = JSON.parse(nonce.text).data
    const signedMsg = await step('sign', () => wallet.signMessage({ message }))
    const login = await step('login', () => call(agents[0], here, 'POST', '/api/v1/user/login', { body: { account: wallet.address, signedMsg } }))
    const { token } = JSON.parse(login.text)
    await step('eligibility', () => call(agents[0], here, 'GET', `/api/v1/claims/${chainId}/${AIRDROP_ACCOUNT}`))
    await step('game', () => call(agents[0], here, 'POST', '/api/v1/game/sessions', { token }))
    await step('stardust', () => call(agents[0], here, 'GET', '/api/v1/stardust/me', { token }))
    await step('other instance', () => call(agents[1], there, 'GET', '/api/v1/user/me', { token }))
    return { times }
  } catch (error) {
    return { times, failure: error.step ? `${error.step} ${error.status}` : error.message }
  } finally {
    for (const agent of agents) agent.destroy()
  }
}

const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))])

/** `count` journeys, `concurrency` at a time: journeys/s, p50/p99 per step, failures by kind. */
export async function runJourneys({ count, concurrency, urls, chainId, firstN = 0, onAnswer }) {
  const results = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = firstN + next++
        results.push(await runJourney({ n, urls, chainId, onAnswer }))
      }
    }),
  )
  return summarize(results, (performance.now() - started) / 1000, concurrency)
}

/** Figures of journeys run in `seconds` (several rounds' results may be joined). */
export function summarize(results, seconds, concurrency) {
  const count = results.length
  const ok = results.filter((result) => !result.failure)
  const steps = Object.fromEntries(
    STEPS.map((name) => {
      const sorted = ok.map((result) => result.times[name]).sort((a, b) => a - b)
      return [name, { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }]
    }),
  )
  const failures = {}
  for (const result of results) if (result.failure) failures[result.failure] = (failures[result.failure] ?? 0) + 1
  return { count, concurrency, seconds, journeysPerSecond: ok.length / seconds, completed: ok.length, steps, failures, results }
}
