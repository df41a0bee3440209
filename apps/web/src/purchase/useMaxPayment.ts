'use client'

import { starSaleAbi, type Deployment } from '@stardust/contracts'
import { useCallback, useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { estimateFeesPerGas, getPublicClient, readContract } from 'wagmi/actions'

// The estimate is for a buy now; base fees can rise before inclusion, so keep half as much again.
const FEE_MARGIN_NUMERATOR = 3n
const FEE_MARGIN_DENOMINATOR = 2n

/**
 * Max for "you pay": the wallet's native balance minus the estimated network fee of this very buy
 * (gas units estimated on this chain: Mantle's are 10 to 100 times others', MetaMask/metamask-extension#23534,
 * so never a fixed figure) times a margin, and never more than this wallet may still buy.
 */
export function useMaxPayment(deployment: Deployment, account: Address) {
  const config = useConfig()
  const [fee, setFee] = useState<bigint | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const compute = useCallback(
    async ({ price, balance, remainingForWallet }: { price: bigint; balance: bigint; remainingForWallet: bigint }): Promise<bigint | undefined> => {
      const chainId = deployment.chainId
      const sale = deployment.sale!
      try {
        const probe = await readContract(config, { address: sale, abi: starSaleAbi, functionName: 'costOf', args: [1n], chainId })
        const client = getPublicClient(config, { chainId })
        if (!client) throw new Error(`no client for chain ${chainId}`)
        const [gas, fees] = await Promise.all([
          client.estimateContractGas({ address: sale, abi: starSaleAbi, functionName: 'buy', args: [price, 0n], value: probe, account }),
          estimateFeesPerGas(config, { chainId }),
        ])
        const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
        const estimated = (gas * perGas * FEE_MARGIN_NUMERATOR) / FEE_MARGIN_DENOMINATOR
        setFee(estimated)
        setFailed(false)
        const capCost = await readContract(config, { address: sale, abi: starSaleAbi, functionName: 'costOf', args: [remainingForWallet], chainId })
        const spendable = balance > estimated ? balance - estimated : 0n
        return spendable < capCost ? spendable : capCost
      } catch {
        setFailed(true)
        return undefined
      }
    },
    [account, config, deployment],
  )
  return { compute, fee, failed }
}
