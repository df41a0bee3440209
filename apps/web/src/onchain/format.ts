// The on-chain figures' formats, through the site's one formatting module (src/i18n/format): exact, no floats.
import { formatAge as age, formatChainTime as chainTime } from '@/i18n/format/dates'
import { formatAmount as amount, formatBasisPoints as basisPoints, formatCount } from '@/i18n/format/amounts'
import type { Locale } from '@/i18n/locales'

/**
 * A token amount for people: grouped, at most `maxFraction` decimals, rounded DOWN (a balance is never
 * shown larger than it is); a dust amount reads "< 0.0001".
 */
export function formatAmount(wei: bigint, { decimals = 18, maxFraction = 4, locale = 'en' }: { decimals?: number; maxFraction?: number; locale?: Locale } = {}): string {
  return amount(wei, locale, { decimals, maxFraction })
}

/** Basis points as a percentage with two decimals, e.g. 1234n -> "12.34%". */
export function formatBasisPoints(bps: bigint, locale: Locale = 'en'): string {
  return basisPoints(bps, locale)
}

/** A chain timestamp (unix seconds) as a date the server and every browser render alike (UTC). */
export function formatChainTime(seconds: bigint, locale: Locale = 'en'): string {
  return chainTime(seconds, locale)
}

/** How long ago, in the largest whole unit: "12 s ago", "3 min ago", "2 h ago", "1 d ago". */
export function formatAge(ms: number, locale: Locale = 'en'): string {
  return age(ms, locale)
}

/** A block number grouped for people: 1234n -> "1,234". */
export function formatBlock(block: bigint, locale: Locale = 'en'): string {
  return formatCount(block, locale)
}
