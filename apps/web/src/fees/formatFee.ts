import { formatAmount } from '@/onchain/format'

/** Digits a fee is shown with; the rest is rounded UP, so a fee is never shown smaller than it is. */
export const FEE_FRACTION_DIGITS = 6
const STEP = 10n ** BigInt(18 - FEE_FRACTION_DIGITS)

/** A fee (18-decimal wei) for people: at most 6 decimals, rounded up. */
export function formatFee(wei: bigint): string {
  return formatAmount(((wei + STEP - 1n) / STEP) * STEP, { maxFraction: FEE_FRACTION_DIGITS })
}
