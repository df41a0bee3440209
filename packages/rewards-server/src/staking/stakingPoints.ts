import { STAKE_SECONDS_PER_STAR_DAY, STAKING_POINTS_PER_STAR_DAY } from '../constants.js'

/**
 * Stardust earned by a running total of stake-seconds (wei x seconds), rounded down. Credits are
 * the difference of two totals, so rounding never accumulates across syncs.
 */
export function stakingPoints(stakeSeconds: bigint): bigint {
  return (stakeSeconds * STAKING_POINTS_PER_STAR_DAY) / STAKE_SECONDS_PER_STAR_DAY
}
