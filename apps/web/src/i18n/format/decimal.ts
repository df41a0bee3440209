import type { Locale } from '../locales'
import { intlLocale } from '../locales'

// Numbers are handed to Intl.NumberFormat as exact decimal strings or bigints, never as floats:
// Intl formats a string such as '1234567.123456789012345678' digit for digit.

const cache = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options)
    cache.set(key, format)
  }
  return format
}

/** A whole number (bigint or decimal string of digits) grouped as the locale groups: 1234567n -> "1.234.567" in de. */
export function formatInteger(value: bigint | string, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(typeof value === 'bigint' ? value : (value as Intl.StringNumericLiteral))
}

/**
 * An exact decimal string ("-1234.5") in the locale's digits and separators, every fraction digit kept
 * (the caller rounds, in bigints). `minFraction` pads with zeros.
 */
export function formatDecimalString(decimal: string, locale: Locale, { minFraction = 0 }: { minFraction?: number } = {}): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) throw new RangeError(`not a decimal string: ${decimal}`)
  const fraction = decimal.split('.')[1]?.length ?? 0
  return numberFormat(locale, { minimumFractionDigits: minFraction, maximumFractionDigits: Math.max(fraction, minFraction) }).format(decimal as Intl.StringNumericLiteral)
}

/** Base units (wei) as an exact decimal string: 1500000000000000000n, 18 -> "1.5". */
export function unitsToDecimal(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = decimals > 0 ? digits.slice(-decimals).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** A percentage from a decimal string of the percent value ("12.34" -> "12.34%", "12,34 %" in de). */
export function formatPercentString(percent: string, locale: Locale, { minFraction = 0 }: { minFraction?: number } = {}): string {
  if (!/^-?\d+(\.\d+)?$/.test(percent)) throw new RangeError(`not a decimal string: ${percent}`)
  const negative = percent.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? percent.slice(1) : percent).split('.')
  // Intl's percent style multiplies by 100: shift the point two places left, still as a string.
  const padded = whole.padStart(3, '0')
  const ratio = `${negative ? '-' : ''}${padded.slice(0, -2).replace(/^0+(?=\d)/, '')}.${padded.slice(-2)}${fraction}`
  const digits = Math.max(fraction.length, minFraction)
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: minFraction, maximumFractionDigits: digits }).format(ratio as Intl.StringNumericLiteral)
}
