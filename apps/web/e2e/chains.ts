/**
 * The local chains the e2e server runs (e2e/serve.mjs), with real chain ids so the claim, stake and
 * purchase pages bound to Mantle and Arbitrum One work against them. The ports are fixed because
 * `next build` inlines NEXT_PUBLIC_RPC_MANTLE / NEXT_PUBLIC_RPC_ARBITRUM (set to these URLs by the
 * root `pnpm test` script, so turbo's build hash stays the same run to run). Keep the three in step.
 * `siteRpc` is that variable's value: Mantle lists the one node under two origins, so a spec can make
 * the first answer 429 in the browser (e2e/resilience/rateLimitedBrowser) while the second serves.
 * The Arbitrum chain's sale opens a day after serve.mjs seeds it (the purchase spec's window states).
 */
// E2E_CHAIN_PORT moves both (Mantle on it, Arbitrum on the next), so two checkouts on one machine can
// run their suites at once; the root `pnpm test` script builds the site with the same value.
const mantlePort = Number(process.env.E2E_CHAIN_PORT || 8650)
const arbitrumPort = mantlePort + 1

export const E2E_CHAINS = {
  mantle: {
    chainId: 5000,
    port: mantlePort,
    rpcUrl: `http://127.0.0.1:${mantlePort}`,
    siteRpc: `http://127.0.0.1:${mantlePort},http://localhost:${mantlePort}`,
  },
  arbitrum: { chainId: 42161, port: arbitrumPort, rpcUrl: `http://127.0.0.1:${arbitrumPort}`, siteRpc: `http://127.0.0.1:${arbitrumPort}` },
} as const

/** Where serve.mjs writes the deployments of both chains (and their airdrop lists) for tests to read. */
export const E2E_DEPLOYMENTS_DIR = '.data/e2e-chains'
