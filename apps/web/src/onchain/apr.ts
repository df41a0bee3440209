const SECONDS_PER_YEAR = 365n * 24n * 60n * 60n
/** rewardRate is reward wei per second scaled by 1e18 (StarStaking.PRECISION). */
const RATE_PRECISION = 10n ** 18n

/**
 * The staking APR in basis points (1% = 100) from the contract's reward rate and total staked, both in
 * STAR (one token for stake and reward, so no price is needed): a year of the current rate over what is
 * staked. Undefined when nothing is staked (the APR is unbounded then; pages show "—") or the period is over.
 */
export function aprBasisPoints(rewardRate: bigint, totalStaked: bigint, periodFinish: bigint, now: bigint): bigint | undefined {
  if (totalStaked === 0n || now >= periodFinish) return undefined
  return (rewardRate * SECONDS_PER_YEAR * 10_000n) / (totalStaked * RATE_PRECISION)
}
