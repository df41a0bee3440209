'use client'

import { useEffect, useState } from 'react'
import { useBlock } from 'wagmi'

/**
 * The chain's time in unix seconds, ticking every `everyMs`: the later of this computer's clock and the
 * latest block's timestamp (carried forward). The contract judges the deadline by block time, not by this computer's clock (which
 * may be off, and which a test chain's time travel does not move); until the block arrives, the local clock.
 */
export function useChainNow(chainId: number, everyMs = 30_000): number {
  const block = useBlock({ chainId, query: { staleTime: 60_000 } })
  const [offset, setOffset] = useState(0)
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    // The next block is mined at or after both: a stale latest block (an idle local chain) never pulls the time back.
    if (block.data) setOffset(Math.max(0, Number(block.data.timestamp) - Math.floor(Date.now() / 1000)))
  }, [block.data])
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now + offset
}
