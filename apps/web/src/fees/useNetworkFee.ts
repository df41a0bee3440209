'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { encodeFunctionData, type Abi, type Address, type Chain, type StateOverride } from 'viem'
import { useConfig } from 'wagmi'
import { getBalance, getPublicClient } from 'wagmi/actions'
import { affordability } from './affordability'
import { estimateNetworkFee, type NetworkFee } from './networkFee'

/** The fee is estimated again this often while the form is open (prices move; a block is not needed). */
export const FEE_REFRESH_MS = 15_000

export type FeePreviewCall = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint | undefined }

export type FeePreview =
  | { state: 'idle' | 'estimating' | 'unknown' }
  | { state: 'ready'; fee: NetworkFee; balance: bigint; value: bigint; canPay: boolean }

/**
 * The network fee of `call` from `account` on `chain`, and whether the wallet's balance pays it (with the
 * value sent), before the wallet is asked anything. `call` undefined: nothing to estimate yet.
 */
export function useNetworkFee({ chain, account, call, stateOverride }: { chain: Chain; account: Address; call: FeePreviewCall | undefined; stateOverride?: StateOverride | undefined }): FeePreview {
  const config = useConfig()
  const data = call ? encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as Parameters<typeof encodeFunctionData>[0]) : undefined
  const value = call?.value ?? 0n
  const query = useQuery({
    // Strings, not bigints: react-query hashes the key with JSON.stringify.
    queryKey: ['networkFee', chain.id, account, call?.address, data, value.toString(), JSON.stringify(stateOverride ?? null, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))],
    enabled: Boolean(call && data),
    placeholderData: keepPreviousData,
    refetchInterval: FEE_REFRESH_MS,
    retry: 1,
    queryFn: async () => {
      const client = getPublicClient(config, { chainId: chain.id })
      if (!client || !call || !data) throw new Error(`no client for chain ${chain.id}`)
      const [fee, { value: balance }] = await Promise.all([
        estimateNetworkFee(client as Parameters<typeof estimateNetworkFee>[0], { chainId: chain.id, account, to: call.address, data, value, stateOverride }),
        getBalance(config, { address: account, chainId: chain.id }),
      ])
      return { fee, balance }
    },
  })
  if (!call) return { state: 'idle' }
  if (query.data) return { state: 'ready', ...query.data, value, canPay: affordability({ balance: query.data.balance, fee: query.data.fee.total, value }).canPay }
  return { state: query.isError ? 'unknown' : 'estimating' }
}
