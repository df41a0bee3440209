'use client'

import { starStakingAbi, type Deployment } from '@stardust/contracts'
import type { Address, Chain } from 'viem'
import { allowanceOverride } from './allowanceOverride'
import { useNetworkFee, type FeePreview } from './useNetworkFee'

/**
 * The fee of the stake transaction for `amount`. Without enough allowance yet the stake is estimated as it
 * will run once the permit or approval is in (a state override of the allowance); a node that takes no
 * overrides leaves the fee unknown, and the wallet shows it.
 */
export function useStakeFee({ chain, deployment, account, amount, allowance }: { chain: Chain; deployment: Deployment; account: Address; amount: bigint | undefined; allowance: bigint | undefined }): FeePreview {
  const staking = deployment.staking!
  const needsAllowance = amount !== undefined && (allowance ?? 0n) < amount
  return useNetworkFee({
    chain,
    account,
    call: amount === undefined || amount === 0n ? undefined : { address: staking, abi: starStakingAbi, functionName: 'stake', args: [amount] },
    stateOverride: needsAllowance ? allowanceOverride({ token: deployment.token, owner: account, spender: staking, amount }) : undefined,
  })
}
