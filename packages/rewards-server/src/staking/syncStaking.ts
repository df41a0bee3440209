import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { stakingWatermarks } from '../db/schema.js'
import { creditIn } from '../ledger/credit.js'
import { lockName } from '../ledger/lock.js'
import type { StakeReading } from './readStakeSeconds.js'
import { stakingPoints } from './stakingPoints.js'

export type SyncStakingReturnType = { chainId: number; stakeSeconds: bigint; credited: bigint }[]

/**
 * Credits each chain's growth of stake-seconds since the account's watermark, and moves the
 * watermark in the same transaction. A lock per (account, chain) orders concurrent syncs: the
 * first credits the growth, the rest find the watermark already there and credit nothing. A
 * reading below the watermark (an older block from another RPC node) changes nothing. A new
 * staking contract on a chain starts its own count from zero.
 */
export async function syncStaking(db: Db, account: string, readings: readonly StakeReading[], at: Date): Promise<SyncStakingReturnType> {
  const results: SyncStakingReturnType = []
  for (const { chain, stakeSeconds } of readings) {
    const contract = chain.address.toLowerCase()
    const credited = await db.transaction(async (tx) => {
      await lockName(tx, `staking:${chain.chainId}:${account}`)
      const [mark] = await tx
        .select({ contract: stakingWatermarks.contract, stakeSeconds: stakingWatermarks.stakeSeconds })
        .from(stakingWatermarks)
        .where(and(eq(stakingWatermarks.account, account), eq(stakingWatermarks.chainId, chain.chainId)))
      const previous = mark && mark.contract === contract ? BigInt(mark.stakeSeconds) : 0n
      if (stakeSeconds <= previous) return 0n
      const amount = stakingPoints(stakeSeconds) - stakingPoints(previous)
      if (amount > 0n) {
        const key = `staking:${chain.chainId}:${contract}:${account}:${stakeSeconds}`
        await creditIn(tx, { account, amount, source: 'staking', key, chainId: chain.chainId, at })
      }
      await tx
        .insert(stakingWatermarks)
        .values({ account, chainId: chain.chainId, contract, stakeSeconds: stakeSeconds.toString(), updatedAt: at })
        .onConflictDoUpdate({
          target: [stakingWatermarks.account, stakingWatermarks.chainId],
          set: { contract, stakeSeconds: stakeSeconds.toString(), updatedAt: at },
        })
      return amount
    })
    results.push({ chainId: chain.chainId, stakeSeconds, credited })
  }
  return results
}
