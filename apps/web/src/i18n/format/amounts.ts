import type { Locale } from '../locales'
import { intlLocale } from '../locales'
import { formatDecimalString, formatInteger, formatPercentString, unitsToDecimal } from './decimal'

export type AmountOptions = {
  /** The token's decimals: 18 for STAR, ETH and MNT. */
  decimals?: number
  /** Fraction digits shown at most. */
  maxFraction?: number
  /** 'down' for a balance (never shown larger than it is), 'up' for a fee (never shown smaller). */
  round?: 'down' | 'up'
}

/**
 * A token amount (base units) for people in the locale's digits and separators, rounded in bigints,
 * never through a float. A dust amount that would round to zero reads "< 0.0001", never "0".
 */
export function formatAmount(value: bigint, locale: Locale, { decimals = 18, maxFraction = 4, round = 'down' }: AmountOptions = {}): string {
  const kept = Math.min(maxFraction, decimals)
  const step = 10n ** BigInt(decimals - kept)
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const rounded = round === 'up' ? ((magnitude + step - 1n) / step) * step : (magnitude / step) * step
  if (rounded === 0n && magnitude !== 0n) {
    const smallest = formatDecimalString(unitsToDecimal(1n, kept), locale)
    return `${negative ? '-' : ''}< ${smallest}`
  }
  return formatDecimalString(unitsToDecimal(negative ? -rounded : rounded, decimals), locale)
}

/** Basis points as a percentage with two decimals: 1234n -> "12.34%" (en), "12,34 %" (de). */
export function formatBasisPoints(bps: bigint, locale: Locale): string {
  return formatPercentString(unitsToDecimal(bps, 2), locale, { minFraction: 2 })
}

/** A whole count (block number, points, rank) grouped as the locale groups; a string that is not a whole number is shown as given. */
export function formatCount(value: bigint | string | number, locale: Locale): string {
  if (typeof value === 'number') value = Number.isSafeInteger(value) ? BigInt(value) : String(value)
  if (typeof value === 'string' && !/^-?\d+$/.test(value)) return value
  return formatInteger(value, locale)
}

/** A leaderboard rank: "#1,234". */
export function formatRank(rank: bigint | number, locale: Locale): string {
  return `#${formatCount(rank, locale)}`
}

/**
 * An amount as the locale types it into an amount field: every decimal, the locale's decimal mark, no
 * grouping (what Max fills in, which parseAmount reads back exactly).
 */
export function formatInput(value: bigint, locale: Locale, decimals = 18): string {
  const decimal = unitsToDecimal(value, decimals)
  const mark = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return decimal.replace('.', mark)
}
