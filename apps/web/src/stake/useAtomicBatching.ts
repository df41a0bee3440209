'use client'

import { useCallback, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { askAtomicBatching } from '@/transactions/batch/askAtomicBatching'
import { canBatchAtomically } from '@/transactions/batch/atomicSupport'

/**
 * Whether the connected wallet batches atomically on `chainId`, asked once per wallet, account and chain
 * (at most CAPABILITIES_TIMEOUT_MS). `prefetch` asks as the form appears, so the click rarely waits, but
 * only an injected wallet: over WalletConnect the question can pull the person into their phone's wallet
 * (MetaMask mobile does), so there it is asked on the click, when the wallet opens anyway. `giveUp`
 * stops using batches for this wallet and chain, e.g. after it failed to take one.
 */
export function useAtomicBatching(account: Address | undefined, chainId: number) {
  const config = useConfig()
  const { connector } = useAccount()
  const answers = useRef(new Map<string, Promise<boolean>>())
  const refused = useRef(new Set<string>())
  const [supported, setSupported] = useState(false)
  const key = account ? `${connector?.uid ?? ''}:${account.toLowerCase()}:${chainId}` : undefined

  const ask = useCallback(async (): Promise<boolean> => {
    if (!account || !key || refused.current.has(key)) return false
    let answer = answers.current.get(key)
    if (!answer) {
      answer = askAtomicBatching(config, { account, chainId }).then(canBatchAtomically)
      answers.current.set(key, answer)
    }
    const batches = (await answer) && !refused.current.has(key)
    setSupported(batches)
    return batches
  }, [account, chainId, config, key])

  const injected = connector?.type === 'injected'
  const prefetch = useCallback(() => {
    if (injected) void ask()
  }, [ask, injected])

  const giveUp = useCallback(() => {
    if (key) refused.current.add(key)
    setSupported(false)
  }, [key])

  return { supported, ask, prefetch, giveUp }
}
