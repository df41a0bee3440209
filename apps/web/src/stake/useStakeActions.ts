'use client'

import { starStakingAbi, type Deployment } from '@stardust/contracts'
import type { Chain } from 'viem'
import { formatAmount } from '@/onchain/format'
import { useBatchFlow } from '@/transactions/batch/useBatchFlow'
import { useTransaction, type SendTransactionParameters } from '@/transactions/useTransaction'
import { STAKE_TEXTS } from './texts'
import { useStake } from './useStake'

/**
 * Stake (useStake: permit, or approve + stake), withdraw, claim and exit through the site's one
 * transaction flow. Each action resolves true once its transaction is confirmed.
 */
export function useStakeActions({ chain, deployment, allowance, chainNow }: {
  chain: Chain
  deployment: Deployment
  allowance: bigint | undefined
  /** The chain's clock: the permit's deadline counts from it, not from the computer's. */
  chainNow: bigint | undefined
}) {
  const tx = useTransaction({ chain })
  const batch = useBatchFlow({ chain })
  const stake = useStake({ chain, deployment, allowance, chainNow, tx, batch })
  const staking = deployment.staking!

  const confirmed = async (parameters: SendTransactionParameters) => {
    let done = false
    await tx.send({ ...parameters, onConfirmed: () => void (done = true) })
    return done
  }
  const withdraw = (amount: bigint) =>
    confirmed({ description: STAKE_TEXTS.tx.withdraw(formatAmount(amount)), prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'withdraw', args: [amount] }) })
  const claim = () => confirmed({ description: STAKE_TEXTS.tx.claim, prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'getReward' }) })
  const exit = () => confirmed({ description: STAKE_TEXTS.tx.exit, prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'exit' }) })

  // The stake form shows the flow its last stake used: one batch, or transactions.
  const stakeFlow = stake.flow === 'batch' ? batch : tx
  return { tx, stakeFlow, stake, withdraw, claim, exit, busy: tx.busy || batch.busy || stake.busy }
}
