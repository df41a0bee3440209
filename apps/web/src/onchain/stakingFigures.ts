import { starStakingAbi } from '@stardust/contracts'
import type { Address, PublicClient } from 'viem'
import { aprBasisPoints } from './apr'

/** What anyone can see of the staking pool, read at one block. Amounts in wei, times in unix seconds. */
export type StakingFigures = {
  chainId: number
  staking: Address
  totalStaked: bigint
  /** Reward wei per second, scaled by 1e18. */
  rewardRate: bigint
  periodFinish: bigint
  fundedUntil: bigint
  /** Basis points; undefined when nothing is staked or the period is over. */
  aprBps: bigint | undefined
  /** The block's timestamp: live figures follow the chain's clock, not the computer's. */
  blockTime: bigint
  blockNumber: bigint
}

/** Reads the pool's public figures at the latest block (one batched JSON-RPC request over HTTP). */
export async function readStakingFigures(client: PublicClient, chainId: number, staking: Address): Promise<StakingFigures> {
  const block = await client.getBlock()
  const at = { blockNumber: block.number }
  const read = <F extends 'totalStaked' | 'rewardRate' | 'periodFinish' | 'fundedUntil'>(functionName: F) =>
    client.readContract({ address: staking, abi: starStakingAbi, functionName, ...at })
  const [totalStaked, rewardRate, periodFinish, fundedUntil] = await Promise.all([
    read('totalStaked'),
    read('rewardRate'),
    read('periodFinish'),
    read('fundedUntil'),
  ])
  return {
    chainId,
    staking,
    totalStaked,
    rewardRate,
    periodFinish,
    fundedUntil,
    aprBps: aprBasisPoints(rewardRate, totalStaked, periodFinish, block.timestamp),
    blockTime: block.timestamp,
    blockNumber: block.number,
  }
}
