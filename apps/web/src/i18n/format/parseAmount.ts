import type { Locale } from '../locales'
import { intlLocale } from '../locales'

export type AmountProblem = 'empty' | 'not-a-number' | 'ambiguous' | 'zero' | 'too-many-decimals' | 'over-balance'

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; problem: AmountProblem }

const separators = new Map<Locale, { decimal: '.' | ','; other: '.' | ',' }>()

/** The locale's decimal mark ('.' or ','); the other of the two is its grouping mark or a foreign decimal. */
function marks(locale: Locale): { decimal: '.' | ','; other: '.' | ',' } {
  let found = separators.get(locale)
  if (!found) {
    const part = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((p) => p.type === 'decimal')?.value
    found = part === ',' ? { decimal: ',', other: '.' } : { decimal: '.', other: ',' }
    separators.set(locale, found)
  }
  return found
}

// Digits people type on other keyboards: Arabic-Indic, Eastern Arabic-Indic (Persian, Urdu), Devanagari, full-width.
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0xff10]
const SPACE = '\u0020'

/** To ASCII digits; Arabic decimal/thousands marks (٫ ٬) and full-width ．，  to the locale's marks or a space. */
function normalize(input: string, decimal: string): string {
  let out = ''
  for (const char of input.trim()) {
    const code = char.codePointAt(0)!
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)
    if (zero !== undefined) out += String(code - zero)
    else if (char === '\u066b') out += decimal
    else if (char === '\u066c') out += SPACE
    else if (char === '\uff0e') out += '.'
    else if (char === '\uff0c' || char === '\u060c') out += ','
    else if (/[\s_'’]/u.test(char)) out += SPACE
    else out += char
  }
  return out
}

/** Whole-number digits grouped by `mark` in threes (or India's lakh pattern: 12,34,567), or no mark at all. */
function ungroup(text: string, mark: string): string | undefined {
  if (/^\d*$/.test(text)) return text
  const groups = text.split(mark)
  const [head, ...rest] = groups
  const last = rest.at(-1)
  if (!head || !/^[1-9]\d{0,2}$/.test(head) || last === undefined || !/^\d{3}$/.test(last)) return undefined
  const middle = rest.slice(0, -1)
  const size = middle[0]?.length ?? 3
  if ((size !== 2 && size !== 3) || !middle.every((g) => g.length === size && /^\d+$/.test(g))) return undefined
  return groups.join('')
}

/** Splits into whole and fraction digits, or says why it cannot. */
function split(text: string, locale: Locale): { whole: string; fraction: string } | 'not-a-number' | 'ambiguous' {
  const { decimal, other } = marks(locale)
  if (!/^[\d., ]+$/.test(text)) return 'not-a-number'
  const decimalCount = text.split(decimal).length - 1
  const otherCount = text.split(other).length - 1
  if (decimalCount > 1) return 'not-a-number'
  if (decimalCount === 1) {
    const [whole = '', fraction = ''] = text.split(decimal)
    if (!/^\d*$/.test(fraction)) return 'not-a-number'
    const mark = whole.includes(other) ? other : SPACE
    const digits = ungroup(whole, mark)
    return digits === undefined || (whole.includes(other) && whole.includes(SPACE)) ? 'not-a-number' : { whole: digits, fraction }
  }
  if (otherCount === 1 && !text.includes(SPACE)) {
    // One foreign mark: "1.5" in German can only be a decimal point, but "1.234" could be 1234 or 1.234.
    const [whole = '', fraction = ''] = text.split(other)
    if (ungroup(`${whole}${other}${fraction}`, other) !== undefined) return 'ambiguous'
    return /^\d*$/.test(whole) && /^\d*$/.test(fraction) ? { whole, fraction } : 'not-a-number'
  }
  if (otherCount > 0 && text.includes(SPACE)) return 'not-a-number'
  const digits = ungroup(text, otherCount > 0 ? other : SPACE)
  return digits === undefined ? 'not-a-number' : { whole: digits, fraction: '' }
}

/**
 * Reads what a person typed into an amount field, as their locale writes numbers, before any wallet
 * prompt: the locale's decimal mark ("1,5" in German is 1.5, never 15), thousands grouped or not, Arabic-
 * Indic or full-width digits; at most `decimals` decimals, above zero and at most `max` (the balance).
 * A lone grouping-like mark before exactly three digits ("1.234" in German) could mean either and is
 * refused as 'ambiguous'. Never rounds: too many decimals is a problem to show, not to fix.
 */
export function parseAmount(input: string, { locale, decimals = 18, max }: { locale: Locale; decimals?: number; max?: bigint | undefined }): ParsedAmount {
  const text = normalize(input, marks(locale).decimal)
  if (text === '') return { ok: false, problem: 'empty' }
  const parts = split(text, locale)
  if (typeof parts === 'string') return { ok: false, problem: parts }
  if (parts.whole === '' && parts.fraction === '') return { ok: false, problem: 'not-a-number' }
  if (parts.fraction.length > decimals) return { ok: false, problem: 'too-many-decimals' }
  const value = BigInt(`${parts.whole}${parts.fraction.padEnd(decimals, '0')}` || '0')
  if (value === 0n) return { ok: false, problem: 'zero' }
  if (max !== undefined && value > max) return { ok: false, problem: 'over-balance' }
  return { ok: true, value }
}
