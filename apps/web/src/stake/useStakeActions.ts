'use client'

import { starStakingAbi, type Deployment } from '@stardust/contracts'
import type { Address, Chain } from 'viem'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { formatAmount } from '@/onchain/format'
import { actionKey } from '@/transactions/actionKeys'
import { useBatchFlow } from '@/transactions/batch/useBatchFlow'
import { useActionInFlight } from '@/transactions/useActionInFlight'
import { useTransaction, type SendTransactionParameters } from '@/transactions/useTransaction'
import { stakeTexts } from './texts'
import { useStake } from './useStake'

/**
 * Stake (useStake: permit, or approve + stake), withdraw, claim and exit through the site's one
 * transaction flow. Each action resolves true once its transaction is confirmed.
 */
export function useStakeActions({ account, chain, deployment, allowance, chainNow }: {
  account: Address
  chain: Chain
  deployment: Deployment
  allowance: bigint | undefined
  /** The chain's clock: the permit's deadline counts from it, not from the computer's. */
  chainNow: bigint | undefined
}) {
  const staking = deployment.staking!
  const STAKE_TEXTS = useBound(stakeTexts)
  const locale = useLocale()
  // Any write of this position pending in any tab (or before a reload) locks the panel until it settles.
  const action = actionKey('stake', chain.id, staking, account)
  const inFlight = useActionInFlight(action)
  const tx = useTransaction({ chain })
  const batch = useBatchFlow({ chain })
  const stake = useStake({ chain, deployment, allowance, chainNow, tx, batch, action })

  const confirmed = async (parameters: SendTransactionParameters) => {
    let done = false
    await tx.send({ ...parameters, action, onConfirmed: () => void (done = true) })
    return done
  }
  const withdraw = (amount: bigint) =>
    confirmed({ description: STAKE_TEXTS.tx.withdraw(formatAmount(amount, { locale })), prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'withdraw', args: [amount] }) })
  const claim = () => confirmed({ description: STAKE_TEXTS.tx.claim, prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'getReward' }) })
  const exit = () => confirmed({ description: STAKE_TEXTS.tx.exit, prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'exit' }) })

  // The stake form shows the flow its last stake used: one batch, or transactions.
  const stakeFlow = stake.flow === 'batch' ? batch : tx
  const running = tx.busy || batch.busy || stake.busy
  return { tx, stakeFlow, stake, withdraw, claim, exit, inFlight, busy: running || inFlight.state === 'in-flight', running }
}
