import { parseAmount as parse } from '@/i18n/format/parseAmount'
import type { ParsedAmount } from '@/i18n/format/parseAmount'
import type { Locale } from '@/i18n/locales'

export type { AmountProblem, ParsedAmount } from '@/i18n/format/parseAmount'

/**
 * Reads what a person typed into an amount field, as their locale writes numbers (src/i18n/format/parseAmount.ts):
 * at most `decimals` decimals, above zero and at most `max` (the balance) when given. Never rounds.
 */
export function parseAmount(input: string, { decimals = 18, max, locale = 'en' }: { decimals?: number; max?: bigint | undefined; locale?: Locale } = {}): ParsedAmount {
  return parse(input, { locale, decimals, max })
}
