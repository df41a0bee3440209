import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startSeededChain } from '../site.mjs'
import { fetchPage, RESILIENCE_PORTS, startOwnSite } from './ownSite'

// A chain node of this spec's own (stopping the suite's would stall the specs running beside it), and a
// site reading it. SIGSTOP plays a public RPC that hangs: connections are accepted, nothing answers.
test('behavior: with the chain node stopped, every page is served: the shell at once, the last figures with their age, else the words that they cannot be read', async () => {
  test.setTimeout(120_000)
  const outDir = mkdtempSync(path.join(tmpdir(), 'stardust-hung-chain-'))
  const { chain, deployment } = await startSeededChain({ chainId: 5000, port: RESILIENCE_PORTS.hungChain, outDir })
  let site: Awaited<ReturnType<typeof startOwnSite>> | undefined
  let stopped = false
  try {
    site = await startOwnSite({ port: RESILIENCE_PORTS.hungSite, deployments: { 5000: deployment }, rpc: { NEXT_PUBLIC_RPC_MANTLE: chain.url } })
    const before = await fetchPage(`${site.url}/stake`)
    expect(before.html).toMatch(/data-testid="staking-figures" data-state="ready"/)

    process.kill(chain.pid, 'SIGSTOP')
    stopped = true
    // Past the figures' time to live and stale window (1 s and 2 s for this site).
    await new Promise((resolve) => setTimeout(resolve, 2_500))

    // The last figures read, with their age; a page held by the RPC would not answer within the limit.
    const stake = await fetchPage(`${site.url}/stake`)
    expect(stake.status).toBe(200)
    expect(stake.html).toMatch(/data-testid="staking-figures" data-state="late"/)
    expect(stake.text).toMatch(/as of block \d[\d,]* ?, \d+ s ago \(the network is not answering right now\)/)
    // Never read before the stop: the words, not numbers.
    const purchase = await fetchPage(`${site.url}/purchase`)
    expect(purchase.status).toBe(200)
    expect(purchase.html).toMatch(/data-testid="sale-figures" data-state="unavailable"/)
    expect(purchase.html).toContain('The figures cannot be read from the network right now.')
    for (const route of ['/claim', '/claim-mantle', '/stardust']) {
      const page = await fetchPage(`${site.url}${route}`)
      expect([route, page.status, page.html.includes('<h1')]).toEqual([route, 200, true])
    }

    // Health answers within its budget: the chain is down, the site still serves (200, degraded).
    const health = await fetch(`${site.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
    const report = (await health.json()) as { status: string; checks: { name: string; state: string }[] }
    expect([health.status, report.status]).toEqual([200, 'degraded'])
    expect(report.checks.find((check) => check.name === 'rpc:5000')?.state).toBe('down')
    expect(report.checks.find((check) => check.name === 'database')?.state).toBe('ok')
  } finally {
    if (stopped) process.kill(chain.pid, 'SIGCONT')
    await site?.stop()
    await chain.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
})
