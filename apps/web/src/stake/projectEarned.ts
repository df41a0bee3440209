/** What the page last read from the chain, at the block whose timestamp is `readAt`. */
export type EarnedReading = {
  earned: bigint
  balance: bigint
  totalStaked: bigint
  /** Reward wei per second, scaled by 1e18 (StarStaking.rewardRate). */
  rewardRate: bigint
  periodFinish: bigint
  /** The block's timestamp (unix seconds): the chain's clock. */
  readAt: bigint
}

const RATE_PRECISION = 10n ** 18n

/**
 * Rewards earned at chain time `at`, projected from the last reading with the pool's rate and this
 * account's share (the contract's own formula), so the figure ticks between reads; every new reading
 * replaces the projection. Never earlier than the reading, never past the end of the period.
 */
export function projectEarned(reading: EarnedReading, at: bigint): bigint {
  const { earned, balance, totalStaked, rewardRate, periodFinish, readAt } = reading
  if (balance === 0n || totalStaked === 0n) return earned
  const to = at < periodFinish ? at : periodFinish
  if (to <= readAt) return earned
  return earned + (balance * rewardRate * (to - readAt)) / (totalStaked * RATE_PRECISION)
}
