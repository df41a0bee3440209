'use client'

import type { PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { createPendingWatcher, type PendingWatcher } from './pendingWatcher'
import { receiptPollInterval } from './receiptPolling'

let watcher: PendingWatcher | undefined

/** The tab's one pending-transaction watcher (one poll loop per chain), on the wallet stack's clients. */
export function sitePendingWatcher(config: Config): PendingWatcher {
  watcher ??= createPendingWatcher({
    client: (chainId) => getPublicClient(config, { chainId }) as PublicClient | undefined,
    intervalMs: (chainId) => receiptPollInterval(config.chains.find((chain) => chain.id === chainId)?.blockTime),
  })
  return watcher
}
