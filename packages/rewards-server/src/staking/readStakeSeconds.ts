import { starStakingAbi } from '@stardust/contracts'
import type { Address } from 'viem'
import { readContract } from 'viem/actions'
import { RETRY_AFTER_SECONDS } from '../constants.js'
import type { StakingChain } from '../context.js'
import { RewardsError } from '../errors.js'

export type StakeReading = { chain: StakingChain; stakeSeconds: bigint }

/**
 * `stakeSecondsOf(account)` on every staking chain, in parallel. One failed chain fails the whole
 * read (503 rpc_unavailable): nothing is credited, and the next sync credits the full growth, so
 * nothing is lost by waiting.
 */
export async function readStakeSeconds(chains: readonly StakingChain[], account: Address): Promise<StakeReading[]> {
  try {
    return await Promise.all(
      chains.map(async (chain) => ({
        chain,
        stakeSeconds: await readContract(chain.client, { address: chain.address, abi: starStakingAbi, functionName: 'stakeSecondsOf', args: [account] }),
      })),
    )
  } catch (cause) {
    throw new RewardsError('rpc_unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS, cause })
  }
}
