'use client'

import { useEffect, useState } from 'react'
import { useBlock } from 'wagmi'

export type ChainClock = {
  now: bigint | undefined
  blockNumber: bigint | undefined
  /** The latest block's timestamp: when the reads at `blockNumber` were true. */
  blockTime: bigint | undefined
}

/**
 * The chain's time, in unix seconds: the latest block's timestamp plus the seconds since it was read,
 * corrected on every new block. Live figures follow it, not the computer's clock (a test that moves the
 * chain's clock moves the page too). With `tickMs` the caller re-renders that often between blocks
 * (only what shows a live figure asks for it: a form that needs only the block does not re-render).
 */
export function useChainClock(chainId: number | undefined, tickMs?: number): ChainClock {
  const { data: block, dataUpdatedAt } = useBlock({ chainId, watch: true, query: { enabled: chainId !== undefined } })
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!tickMs) return
    const timer = setInterval(() => setTick((n) => n + 1), tickMs)
    return () => clearInterval(timer)
  }, [tickMs])
  if (!block) return { now: undefined, blockNumber: undefined, blockTime: undefined }
  void tick
  const elapsed = BigInt(Math.max(0, Math.floor((Date.now() - dataUpdatedAt) / 1000)))
  return { now: block.timestamp + elapsed, blockNumber: block.number, blockTime: block.timestamp }
}
