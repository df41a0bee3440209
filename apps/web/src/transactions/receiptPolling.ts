import { RECEIPT_POLL_FALLBACK_MS } from './constants'

/**
 * The least time between two receipt polls of one chain. Polling at the block time would ask Arbitrum
 * (250 ms blocks) 4 times a second per pending transaction: 16 times viem's default 4 s, and a public RPC's
 * per-IP limit (often 10-25 requests/s) is gone with three tabs and two pending transactions. One second is
 * what Uniswap's activity poller uses; a receipt shows at most a second after its block.
 */
export const RECEIPT_POLL_FLOOR_MS = 1_000

/** How often a chain's pending transactions are polled: its block time, but never under the floor. */
export function receiptPollInterval(blockTime: number | undefined): number {
  return Math.max(blockTime ?? RECEIPT_POLL_FALLBACK_MS, RECEIPT_POLL_FLOOR_MS)
}

/**
 * wagmi's per-chain client polling (block watchers, and RainbowKit's own wait for each recent transaction):
 * viem polls at half the block time, at least 500 ms, so Arbitrum's clients would poll twice a second per
 * watcher. Chains that fast are held to the floor; the others keep viem's default.
 */
export function clientPollingIntervals(chains: readonly { id: number; blockTime?: number | undefined }[]): Record<number, number> {
  return Object.fromEntries(chains.filter((c) => c.blockTime !== undefined && c.blockTime / 2 < RECEIPT_POLL_FLOOR_MS).map((c) => [c.id, RECEIPT_POLL_FLOOR_MS]))
}
