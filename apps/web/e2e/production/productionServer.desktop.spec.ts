// The production artefact as an operator runs it: the standalone build's server/production.mjs
// (not next dev, not next start) on PostgreSQL, Redis and the suite's local chains. No browser.
import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { createDatabase, json, PRODUCTION_SERVER, requestFrom, startProductionSite, startRedis, type ProductionSite } from './productionSite'
import { newWallet, prepareLogin, signIn } from './signIn'

// Hardhat development account #0: in the seeded airdrop of every e2e chain.
const AIRDROP_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test.describe.configure({ mode: 'serial' })

let site: ProductionSite
let cleanups: (() => Promise<void>)[] = []

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const redis = await startRedis()
  const database = await createDatabase()
  cleanups = [redis.stop, database.drop]
  site = await startProductionSite({ DATABASE_URL: database.url, REDIS_URL: redis.url, AUTH_RATE_LIMIT_IP: '6' })
  cleanups.unshift(site.kill)
})

test.afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined)
})

test('default: the standalone server signs a wallet in, opens a game, reads the ledger and a claim, and is ready', async () => {
  const wallet = newWallet()
  const token = await signIn(site.url, '127.0.0.1', wallet)
  const bearer = { authorization: `Bearer ${token}` }
  const me = await requestFrom('127.0.0.1', `${site.url}/api/v1/user/me`, { headers: bearer })
  expect([me.status, json<{ data: { account: string } }>(me).data.account]).toEqual([200, wallet.address.toLowerCase()])
  // The API is served without Next's router, with the headers the build gives every answer.
  expect(me.headers['x-content-type-options']).toBe('nosniff')
  expect(me.headers['content-security-policy']).toContain("default-src 'self'")
  const session = await requestFrom('127.0.0.1', `${site.url}/api/v1/game/sessions`, { method: 'POST', headers: bearer })
  expect(session.status).toBe(200)
  const ledger = await requestFrom('127.0.0.1', `${site.url}/api/v1/stardust/me`, { headers: bearer })
  expect(ledger.status).toBe(200)
  const claim = await requestFrom('127.0.0.1', `${site.url}/api/v1/claims/5000/${AIRDROP_ACCOUNT}`)
  expect(claim.status).toBe(200)
  const health = await requestFrom('127.0.0.1', `${site.url}/api/health`)
  const report = json<{ status: string; mode: string; checks: { name: string; state: string }[] }>(health)
  expect([health.status, report.status, report.mode]).toEqual([200, 'ok', 'fleet'])
  expect(report.checks.filter((check) => ['database', 'redis'].includes(check.name)).map((check) => check.state)).toEqual(['ok', 'ok'])
  // A page, through Next's router.
  expect((await requestFrom('127.0.0.1', `${site.url}/stake`)).status).toBe(200)
  // No image optimizer (next.config.ts: images.unoptimized): it fetches and resizes nothing it is sent,
  // here an image the site serves, at a size and quality Next would accept.
  expect((await requestFrom('127.0.0.1', `${site.url}/_next/image?url=%2Fapple-icon&w=64&q=75`)).status).toBe(404)
})

// AUTH_RATE_LIMIT_IP=6 on this site (three per limiter window); each client is a loopback address of its own.
const FORGED = (i: number) => ({ 'x-forwarded-for': `10.7.${i}.1`, 'x-stardust-socket-address': `10.8.${i}.1`, 'x-real-ip': `10.9.${i}.1` })

test('behavior: a client rotating X-Forwarded-For and the socket-address header still has one nonce budget; another address has its own', async () => {
  const wallet = newWallet()
  const nonce = (from: string, i: number) =>
    requestFrom(from, `${site.url}/api/v1/user/nonce`, { method: 'POST', body: { account: wallet.address, chainId: 5000 }, headers: FORGED(i) })
  const statuses = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await nonce('127.0.0.2', i)).status))
  expect(statuses.sort()).toEqual([200, 200, 200, 429, 429])
  expect((await nonce('127.0.0.3', 9)).status).toBe(200)
})

test('behavior: login attempts are counted per socket address whatever the headers say', async () => {
  const login = (from: string, i: number) =>
    requestFrom(from, `${site.url}/api/v1/user/login`, { method: 'POST', body: { account: newWallet().address, signedMsg: `0x${'11'.repeat(65)}` }, headers: FORGED(i) })
  const statuses = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await login('127.0.0.4', i)).status))
  // Within the budget the answer is the verdict (no nonce outstanding: 401); past it, 429.
  expect(statuses.sort()).toEqual([401, 401, 401, 429, 429])
  expect((await login('127.0.0.5', 9)).status).toBe(401)
  // A real sign-in from a fresh address is untouched by the others' budgets.
  const wallet = newWallet()
  const body = await prepareLogin(site.url, '127.0.0.6', wallet)
  expect((await requestFrom('127.0.0.6', `${site.url}/api/v1/user/login`, { method: 'POST', body })).status).toBe(200)
})

test('behavior: a malformed server variable stops the start with one line naming it', async () => {
  const child = spawn(process.execPath, [PRODUCTION_SERVER], { env: { ...process.env, STARDUST_MAX_IN_FLIGHT: 'many' }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise((resolve) => child.once('exit', resolve))
  expect(code).toBe(1)
  expect(output.trim()).toBe('Server setup failed: STARDUST_MAX_IN_FLIGHT="many": a whole number from 1 to 100000 (requests served at once)')
})
