// /api/metrics of the production server of the build, with one slot and no queue (one instance on PGlite): the
// scrape answers while the gate sheds, and counts the gate's work and every request's duration by route and status.
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { METRICS_TOKEN, startProduction } from '../bench/productionLoad.mjs'

let site: Awaited<ReturnType<typeof startProduction>>
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'stardust-metrics-'))
  site = await startProduction({ STARDUST_SINGLE_INSTANCE: '1', STARDUST_DATA_DIR: dataDir, STARDUST_MAX_IN_FLIGHT: '1', STARDUST_MAX_QUEUE: '0' })
}, 240_000)

afterAll(async () => {
  await site?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const scrape = () => fetch(`${site.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
const value = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.slice(series.length + 1) ?? 0)

describe('the production server\'s metrics', () => {
  test('behavior: with the only slot held, /api/metrics answers and counts the shed request by reason, and its duration by route and status', async () => {
    const before = await scrape().then((answer) => answer.text())
    // A sign-in whose body never ends holds the one slot for as long as this test keeps it open.
    const held = request(`${site.url}/api/v1/user/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': '1000' } })
    held.on('error', () => undefined)
    held.write('{')
    try {
      await expect.poll(async () => (await fetch(`${site.url}/api/v1/stardust/leaderboard`)).status, { timeout: 30_000 }).toBe(503)
      const answer = await scrape()
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(value(text, 'stardust_gate_in_flight')).toBe(1)
      expect(value(text, 'stardust_gate_limit{limit="max_in_flight"}')).toBe(1)
      expect(value(text, 'stardust_gate_shed_total{reason="queue_full"}')).toBeGreaterThan(value(before, 'stardust_gate_shed_total{reason="queue_full"}'))
      expect(value(text, 'stardust_gate_shed_total{reason="queue_timeout"}')).toBe(0)
      expect(value(text, 'stardust_http_request_duration_seconds_count{route="/api/v1/stardust/leaderboard",status="503"}')).toBeGreaterThan(0)
    } finally {
      held.destroy()
    }
    // Released: the next request is admitted and its duration counted under its own status.
    await expect.poll(async () => (await fetch(`${site.url}/api/v1/stardust/leaderboard`)).status, { timeout: 30_000 }).toBe(200)
    const after = await scrape().then((answer) => answer.text())
    expect(value(after, 'stardust_http_request_duration_seconds_count{route="/api/v1/stardust/leaderboard",status="200"}')).toBeGreaterThan(0)
    expect(value(after, 'stardust_gate_admitted_total')).toBeGreaterThan(value(before, 'stardust_gate_admitted_total'))
  })
})
