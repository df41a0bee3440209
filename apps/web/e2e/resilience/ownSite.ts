import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { E2E_SERVER_ENV } from '../env'
import { startNext } from '../site.mjs'

/**
 * Ports of the resilience specs' own chains, proxies and sites (8660-8669; the suite runs under one
 * lock, so they are free). Each spec has its own, so two specs of one run never share one.
 */
export const RESILIENCE_PORTS = {
  hungChain: 8660,
  hungSite: 8661,
  proxy: 8662,
  proxySite: 8663,
  redis: 8664,
  redisSite: 8665,
} as const

/**
 * A `next start` of the built site of its own, beside the suite's: its own ledger folder, the given
 * deployments, server-side RPC overrides (read at run time: the browser keeps the build's), and
 * public figures kept fresh 1 s and served stale 2 s so a spec sees every state in seconds.
 */
export async function startOwnSite({ port, deployments, rpc }: { port: number; deployments: Record<number, unknown>; rpc: Record<string, string> }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stardust-own-site-'))
  const site = await startNext({
    port,
    env: {
      ...E2E_SERVER_ENV,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      STARDUST_DATA_DIR: dataDir,
      STARDUST_DEPLOYMENTS: JSON.stringify(deployments, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
      STARDUST_FIGURES_FRESH_MS: '1000',
      STARDUST_FIGURES_STALE_MS: '2000',
      ...rpc,
    },
  })
  return {
    url: site.url,
    stop: async () => {
      await site.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A page's HTML as a visitor's first request gets it, or a failure after `limitMs` (the page is held). */
export async function fetchPage(url: string, limitMs = 10_000): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(limitMs) })
  const html = await response.text()
  // The visible words, streamed parts included (React separates adjacent texts with <!-- -->); not the
  // scripts' and styles' contents, which carry the page's whole message catalog, error texts included.
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
  return { status: response.status, html, text }
}
