import { numberToHex, type Address } from 'viem'
import { getConnectorClient } from 'wagmi/actions'
import type { Config } from 'wagmi'
import { atomicSupport, type AtomicSupport } from './atomicSupport'
import { CAPABILITIES_TIMEOUT_MS } from './constants'

/**
 * Asks the connected wallet whether it batches atomically on `chainId` (`wallet_getCapabilities`, with
 * the chain named: some wallets answered nothing without it). Never throws: a wallet that fails, answers
 * something unreadable, or does not answer within `timeoutMs` is `none`, and the page takes another way.
 */
export async function askAtomicBatching(config: Config, { account, chainId, timeoutMs = CAPABILITIES_TIMEOUT_MS }: { account: Address; chainId: number; timeoutMs?: number }): Promise<AtomicSupport> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUp = new Promise<AtomicSupport>((resolve) => {
    timer = setTimeout(() => resolve('none'), timeoutMs)
  })
  const ask = (async (): Promise<AtomicSupport> => {
    const client = await getConnectorClient(config, { account })
    const raw = await client.request({ method: 'wallet_getCapabilities', params: [account, [numberToHex(chainId)]] }, { retryCount: 0 })
    return atomicSupport(raw, chainId)
  })().catch(() => 'none' as const)
  try {
    return await Promise.race([ask, giveUp])
  } finally {
    clearTimeout(timer)
  }
}
