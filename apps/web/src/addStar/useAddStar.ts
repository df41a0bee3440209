'use client'

import { starTokenAbi } from '@stardust/contracts'
import { useCallback, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { readContracts, watchAsset } from 'wagmi/actions'
import { watchableToken } from './tokenMetadata'
import { watchOutcome, type WatchOutcome } from './watchOutcome'

/** idle, asking the wallet, or how it ended: a wallet's outcome, or STAR's details unreadable / unacceptable. */
export type AddStarState = 'idle' | 'reading' | 'asking' | WatchOutcome | 'unexpected' | 'unreadable'

/**
 * Asks the connected wallet to watch STAR (EIP-747 wallet_watchAsset), with the symbol and decimals read from
 * the token contract on `chainId` (never typed in here, so a wallet shows what the chain says).
 */
export function useAddStar({ token, chainId }: { token: Address; chainId: number }) {
  const config = useConfig()
  const [state, setState] = useState<AddStarState>('idle')
  const running = useRef(false)

  const add = useCallback(async () => {
    if (running.current) return
    running.current = true
    try {
      setState('reading')
      const read = await readContracts(config, {
        allowFailure: false,
        contracts: [
          { address: token, abi: starTokenAbi, functionName: 'symbol', chainId },
          { address: token, abi: starTokenAbi, functionName: 'decimals', chainId },
        ],
      }).catch(() => undefined)
      if (!read) return setState('unreadable')
      const details = watchableToken(read[0], read[1])
      if (!details) return setState('unexpected')
      setState('asking')
      const answer = await watchAsset(config, { type: 'ERC20', options: { address: token, ...details } }).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      )
      setState(watchOutcome(answer))
    } finally {
      running.current = false
    }
  }, [chainId, config, token])

  return { state, add, busy: state === 'reading' || state === 'asking' }
}
