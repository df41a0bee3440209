'use client'

import { starStakingAbi, starTokenAbi, type Deployment } from '@stardust/contracts'
import type { Address } from 'viem'
import { useReadContracts } from 'wagmi'

export type StakingAccountReading = {
  walletBalance: bigint
  allowance: bigint
  staked: bigint
  earned: bigint
  stakeSeconds: bigint
  totalStaked: bigint
  rewardRate: bigint
  periodFinish: bigint
  fundedUntil: bigint
}

/**
 * The connected account's staking figures and the pool's, read together at `blockNumber` (a new block
 * reads again, and the transaction flow refreshes every read on a receipt).
 */
export function useStakingAccount(deployment: Deployment | undefined, account: Address | undefined, blockNumber: bigint | undefined) {
  const staking = deployment?.staking
  const token = deployment?.token
  const enabled = Boolean(staking && token && account && blockNumber !== undefined)
  const s = { address: staking!, abi: starStakingAbi, chainId: deployment?.chainId } as const
  const t = { address: token!, abi: starTokenAbi, chainId: deployment?.chainId } as const
  const result = useReadContracts({
    contracts: [
      { ...t, functionName: 'balanceOf', args: [account!] },
      { ...t, functionName: 'allowance', args: [account!, staking!] },
      { ...s, functionName: 'balanceOf', args: [account!] },
      { ...s, functionName: 'earned', args: [account!] },
      { ...s, functionName: 'stakeSecondsOf', args: [account!] },
      { ...s, functionName: 'totalStaked' },
      { ...s, functionName: 'rewardRate' },
      { ...s, functionName: 'periodFinish' },
      { ...s, functionName: 'fundedUntil' },
    ],
    allowFailure: false,
    blockNumber,
    query: { enabled, placeholderData: (previous) => previous },
  })
  const data = result.data
  const reading: StakingAccountReading | undefined = data && {
    walletBalance: data[0],
    allowance: data[1],
    staked: data[2],
    earned: data[3],
    stakeSeconds: data[4],
    totalStaked: data[5],
    rewardRate: data[6],
    periodFinish: data[7],
    fundedUntil: data[8],
  }
  return { reading, isError: result.isError, isLoading: result.isLoading }
}
