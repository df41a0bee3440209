'use client'

import { useEffect, useState } from 'react'
import { useBlock } from 'wagmi'

/**
 * The chain's time, in unix seconds, ticking once a second between blocks: the latest block's timestamp
 * plus the seconds since it was read, corrected on every new block. Live figures follow it, not the
 * computer's clock (a test that moves the chain's clock moves the page too).
 */
export type ChainClock = {
  now: bigint | undefined
  blockNumber: bigint | undefined
  /** The latest block's timestamp: when the reads at `blockNumber` were true. */
  blockTime: bigint | undefined
}

export function useChainClock(chainId: number | undefined): ChainClock {
  const { data: block, dataUpdatedAt } = useBlock({ chainId, watch: true, query: { enabled: chainId !== undefined } })
  const [tick, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000)
    return () => clearInterval(timer)
  }, [])
  if (!block) return { now: undefined, blockNumber: undefined, blockTime: undefined }
  void tick
  const elapsed = BigInt(Math.max(0, Math.floor((Date.now() - dataUpdatedAt) / 1000)))
  return { now: block.timestamp + elapsed, blockNumber: block.number, blockTime: block.timestamp }
}
