import { formatAmount } from '@/i18n/format/amounts'
import type { Locale } from '@/i18n/locales'

/** Digits a fee is shown with; the rest is rounded UP, so a fee is never shown smaller than it is. */
export const FEE_FRACTION_DIGITS = 6

/** A fee (18-decimal wei) for people: at most 6 decimals, rounded up. */
export function formatFee(wei: bigint, locale: Locale = 'en'): string {
  return formatAmount(wei, locale, { maxFraction: FEE_FRACTION_DIGITS, round: 'up' })
}
