// /api/metrics of the production server of the build, with one slot and no queue (one instance on PGlite): the
// scrape answers while the gate sheds, and counts the gate's work and every request's duration by route and status.
// The alerting rules and the Grafana dashboard in ops/ are tested as code against it: promtool runs the rules' unit
// tests (each alert fires on its trouble, stays quiet when healthy), and every metric a rule or a panel names is one
// this server exports.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { METRICS_TOKEN, startProduction } from '../bench/productionLoad.mjs'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const rulesDir = path.join(root, 'ops', 'prometheus')
const rules = readFileSync(path.join(rulesDir, 'stardust-alerts.yml'), 'utf8')
const dashboard = JSON.parse(readFileSync(path.join(root, 'ops', 'grafana', 'stardust-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] }
const ruleExprs = [...rules.matchAll(/^\s+expr: (?:\|\n((?:\s{10}.*\n)+)|(.*)\n)/gm)].map(([, block, line]) => (block ?? line)!.trim())
const panelExprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr))
/** The metric names a PromQL expression reads: the site's (stardust_*) and Node's (process_*, nodejs_*). */
const metricsIn = (expr: string) => [...expr.matchAll(/\b(?:stardust|process|nodejs)_[a-z0-9_]+\b/g)].map(([name]) => name)
/** A histogram's series name its family: stardust_x_seconds_bucket is stardust_x_seconds. */
const family = (name: string) => name.replace(/_(?:bucket|count|sum)$/, '')

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

/**
 * One scrape on a connection of its own. A kept-alive connection reused after promtool held this thread for seconds
 * can be closed by the server's idle timeout just as it is written to ("other side closed"), which says nothing about
 * the metrics.
 */
const scrape = () =>
  new Promise<{ status: number; text: () => Promise<string> }>((resolve, reject) => {
    const asked = request(`${site.url}/api/metrics`, { agent: false, headers: { authorization: `Bearer ${METRICS_TOKEN}` } }, (answer) => {
      let body = ''
      answer.setEncoding('utf8')
      answer.on('data', (chunk: string) => (body += chunk))
      answer.on('error', reject)
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text: async () => body }))
    })
    asked.on('error', reject)
    asked.end()
  })
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

  test('behavior: stardust_build_info names the commit the build was made from, never "unknown"', async () => {
    const text = await scrape().then((answer) => answer.text())
    expect(text).toMatch(/^stardust_build_info\{version="[^"]+",commit="[0-9a-f]{12}"\} 1$/m)
  })
})

describe('the alerting rules and the dashboard', () => {
  test('behavior: promtool checks the rules and passes their unit tests', () => {
    expect(execFileSync('promtool', ['check', 'rules', 'stardust-alerts.yml'], { cwd: rulesDir, encoding: 'utf8' })).toContain('SUCCESS: 8 rules found')
    expect(execFileSync('promtool', ['test', 'rules', 'stardust-alerts.test.yml'], { cwd: rulesDir, encoding: 'utf8' })).toContain('SUCCESS')
  })

  test('behavior: each alert has its runbook line in docs/operations.md', () => {
    const runbook = readFileSync(path.join(root, 'docs', 'operations.md'), 'utf8')
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map(([, name]) => name!)
    expect(alerts).toHaveLength(8)
    expect(alerts.filter((name) => !new RegExp(`^\\| \`${name}\` \\|`, 'm').test(runbook))).toEqual([])
  })

  test('behavior: every metric an alert or a panel names is exported by the running server; a misspelt one is caught', async () => {
    const text = await scrape().then((answer) => answer.text())
    const exported = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name!))
    expect(ruleExprs).toHaveLength(8)
    expect(panelExprs.length).toBeGreaterThan(15)
    for (const expr of [...ruleExprs, ...panelExprs]) expect(metricsIn(expr), expr).not.toEqual([])
    const named = new Set([...ruleExprs, ...panelExprs].flatMap(metricsIn).map(family))
    expect([...named].filter((name) => !exported.has(name))).toEqual([])
    expect(metricsIn('sum(rate(stardust_gate_shed_totl[5m]))').map(family).filter((name) => !exported.has(name))).toEqual(['stardust_gate_shed_totl'])
  })

  test('behavior: a violation a browser reports to /api/csp-report is counted under the labels the CSP panel groups by', async () => {
    const series = 'stardust_csp_violations_total{directive="script-src-elem",disposition="enforce"}'
    const before = value(await scrape().then((answer) => answer.text()), series)
    const report = { 'csp-report': { 'document-uri': `${site.url}/stake`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/drainer.js', disposition: 'enforce' } }
    const answer = await fetch(`${site.url}/api/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify(report) })
    expect(answer.status).toBe(204)
    expect(value(await scrape().then((text) => text.text()), series)).toBe(before + 1)
    const cspPanel = panelExprs.find((expr) => expr.includes('stardust_csp_violations_total'))
    expect(cspPanel).toMatch(/sum by \(directive, disposition\)/)
  })
})
