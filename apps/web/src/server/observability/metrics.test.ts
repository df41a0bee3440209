import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { metricsResponse } from './metricsEndpoint'

// The site's own route handlers, counted into the process's registry; then scraped as Prometheus does.
const METRICS_TOKEN = 'metrics-test-token-of-at-least-32-characters'
let hung: Server
type Handler = (request: Request) => Promise<Response>
let userRoute: { POST: Handler }
let metricsRoute: { GET: Handler }

beforeAll(async () => {
  // A Mantle RPC that accepts connections and never answers.
  hung = createServer(() => {})
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
  process.env.NEXT_PUBLIC_RPC_MANTLE = `http://127.0.0.1:${(hung.address() as AddressInfo).port}/v2/SECRETKEY`
  process.env.METRICS_TOKEN = METRICS_TOKEN
  userRoute = await import('../../../app/api/v1/user/[...path]/route')
  metricsRoute = await import('../../../app/api/metrics/route')
})
afterAll(() => {
  hung.closeAllConnections()
  hung.close()
})

const post = (path: string, body: unknown) =>
  userRoute.POST(new Request(`http://localhost:3000/api/v1/user/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' }, body: JSON.stringify(body) }))

async function scrape(): Promise<string> {
  const response = await metricsRoute.GET(new Request('http://localhost:3000/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
  expect(response.status).toBe(200)
  return await response.text()
}
/** A sample's value in the scrape (0 when absent). */
const sample = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}()[\].+*?^$|\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0)

describe('GET /api/metrics', () => {
  test('default: a sign-in and a failed sign-in move the sign-in and API counters', async () => {
    const before = await scrape()
    const account = privateKeyToAccount(generatePrivateKey())
    const nonce = (await (await post('nonce', { account: account.address })).json()) as { data: { message: string } }
    const login = await post('login', { account: account.address, signedMsg: await account.signMessage({ message: nonce.data.message }) })
    expect(login.status).toBe(200)
    // A login with no nonce asked for: refused before any chain is read.
    const forged = await post('login', { account: privateKeyToAccount(generatePrivateKey()).address, signedMsg: `0x${'ab'.repeat(65)}` })
    expect(forged.status).toBeGreaterThanOrEqual(400)
    expect(forged.status).toBeLessThan(500)
    const code = ((await forged.json()) as { error: { code: string } }).error.code

    const after = await scrape()
    expect(sample(after, 'stardust_sign_ins_total{result="ok"}') - sample(before, 'stardust_sign_ins_total{result="ok"}')).toBe(1)
    expect(sample(after, `stardust_sign_ins_total{result="${code}"}`) - sample(before, `stardust_sign_ins_total{result="${code}"}`)).toBe(1)
    const responses = (status: number, text: string) => sample(text, `stardust_api_responses_total{route="user",status="${status}"}`)
    expect(responses(200, after) - responses(200, before)).toBe(2)
    expect(responses(forged.status, after) - responses(forged.status, before)).toBe(1)
    expect(after).toMatch(/^stardust_build_info\{version="[^"]+",commit="[^"]+"\} 1$/m)
    expect(after).not.toMatch(/SECRETKEY|eyJ/)
  })

  test('behavior: a hung RPC shows as timeouts of its chain and endpoint position, never its URL', async () => {
    const { getServerPublicClient } = await import('@/server/serverClients')
    // Not awaited: its first call times out after the chain's RPC limit, then viem retries.
    void getServerPublicClient(5000)!.getBlockNumber().catch(() => undefined)
    await expect.poll(async () => sample(await scrape(), 'stardust_rpc_requests_total{chain="Mantle",endpoint="1",outcome="timeout"}'), { timeout: 30_000, interval: 250 }).toBeGreaterThan(0)
    const text = await scrape()
    expect(sample(text, 'stardust_rpc_request_duration_seconds_count{chain="Mantle",endpoint="1"}')).toBeGreaterThan(0)
    expect(text).not.toMatch(/SECRETKEY|127\.0\.0\.1/)
  }, 60_000)

  test('behavior: not public: a wrong or missing token -> 401; without METRICS_TOKEN configured -> 404', async () => {
    const asked = (authorization?: string) => new Request('http://localhost:3000/api/metrics', authorization ? { headers: { authorization } } : {})
    expect((await metricsRoute.GET(asked())).status).toBe(401)
    expect((await metricsRoute.GET(asked(`Bearer ${METRICS_TOKEN}x`))).status).toBe(401)
    expect((await metricsResponse(asked(`Bearer ${METRICS_TOKEN}`), {})).status).toBe(404)
  })
})
