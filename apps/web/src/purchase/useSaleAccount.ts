'use client'

import { starSaleAbi, starTokenAbi, type Deployment } from '@stardust/contracts'
import type { Address } from 'viem'
import { useBalance, useReadContracts } from 'wagmi'
import { salePhase, type SalePhase } from '@/onchain/saleFigures'

export type SaleAccountReading = {
  price: bigint
  startTime: bigint
  endTime: bigint
  paused: boolean
  remaining: bigint
  remainingForWallet: bigint
  starBalance: bigint
  nativeBalance: bigint
  phase: SalePhase
}

/** The sale and this wallet, read at `blockNumber` (re-read on every block and after every receipt). */
export function useSaleAccount(deployment: Deployment | undefined, account: Address | undefined, blockNumber: bigint | undefined, blockTime: bigint | undefined) {
  const sale = deployment?.sale
  const enabled = Boolean(sale && account && blockNumber !== undefined)
  const c = { address: sale!, abi: starSaleAbi, chainId: deployment?.chainId } as const
  const result = useReadContracts({
    contracts: [
      { ...c, functionName: 'price' },
      { ...c, functionName: 'startTime' },
      { ...c, functionName: 'endTime' },
      { ...c, functionName: 'paused' },
      { ...c, functionName: 'remaining' },
      { ...c, functionName: 'remainingFor', args: [account!] },
      { address: deployment?.token, abi: starTokenAbi, chainId: deployment?.chainId, functionName: 'balanceOf', args: [account!] },
    ],
    allowFailure: false,
    blockNumber,
    query: { enabled, placeholderData: (previous) => previous },
  })
  const balance = useBalance({ address: account, chainId: deployment?.chainId, blockNumber, query: { enabled, placeholderData: (previous) => previous } })
  const data = result.data
  const reading: SaleAccountReading | undefined =
    data && balance.data && blockTime !== undefined
      ? {
          price: data[0],
          startTime: BigInt(data[1]),
          endTime: BigInt(data[2]),
          paused: data[3],
          remaining: data[4],
          remainingForWallet: data[5],
          starBalance: data[6],
          nativeBalance: balance.data.value,
          phase: salePhase(BigInt(data[1]), BigInt(data[2]), blockTime),
        }
      : undefined
  return { reading, isError: result.isError || balance.isError }
}
