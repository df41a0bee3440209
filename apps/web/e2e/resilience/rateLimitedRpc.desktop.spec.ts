import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_CHAINS, E2E_DEPLOYMENTS_DIR } from '../chains'
import { appDir } from '../site.mjs'
import { fetchPage, RESILIENCE_PORTS, startOwnSite } from './ownSite'
import { startRateLimitProxy } from './rateLimitProxy'

// The suite's Mantle chain behind a proxy that answers 429, listed first; the chain itself second. A site
// of its own reads through that list (server side, at run time), with figures that go stale in 1-2 s.
test('behavior: a 429 from the first RPC of the list moves to the next: the visitor sees figures, never an error, and the limited endpoint is left alone for a while', async () => {
  test.setTimeout(90_000)
  const deployments = JSON.parse(readFileSync(path.join(appDir, E2E_DEPLOYMENTS_DIR, 'deployments.json'), 'utf8')) as Record<string, unknown>
  const proxy = await startRateLimitProxy({ port: RESILIENCE_PORTS.proxy, target: E2E_CHAINS.mantle.rpcUrl })
  let site: Awaited<ReturnType<typeof startOwnSite>> | undefined
  try {
    site = await startOwnSite({
      port: RESILIENCE_PORTS.proxySite,
      deployments,
      rpc: { NEXT_PUBLIC_RPC_MANTLE: `${proxy.url},${E2E_CHAINS.mantle.rpcUrl}` },
    })
    for (let view = 0; view < 3; view++) {
      const stake = await fetchPage(`${site.url}/stake`)
      expect(stake.html).toMatch(/data-testid="staking-figures" data-state="ready"/)
      expect(stake.text).not.toMatch(/429|Too Many Requests|cannot be read/)
      // Past the figures' stale window: the next view reads the chain again.
      await new Promise((resolve) => setTimeout(resolve, 2_100))
    }
    const purchase = await fetchPage(`${site.url}/purchase`)
    expect(purchase.html).toMatch(/data-testid="sale-figures" data-state="ready"/)
    // Five reads of the chain (the claim root at start, four views): the limited endpoint was asked once,
    // then skipped for its 30 s cooldown (twice on a machine slow enough to outlast it; never once per read).
    expect(proxy.state.answered429).toBeGreaterThanOrEqual(1)
    expect(proxy.state.answered429).toBeLessThanOrEqual(2)

    const health = await fetch(`${site.url}/api/health`)
    const report = (await health.json()) as { checks: { name: string; state: string; block?: string }[] }
    expect(report.checks.find((check) => check.name === 'rpc:5000')).toMatchObject({ state: 'ok', block: expect.stringMatching(/^\d+$/) })
  } finally {
    await site?.stop()
    await proxy.close()
  }
})
