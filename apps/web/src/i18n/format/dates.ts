import type { Locale } from '../locales'
import { intlLocale } from '../locales'
import { formatInteger } from './decimal'

// Times are shown in UTC, so the server's HTML and every browser render the same text (no hydration mismatch).

const chainTime = new Map<Locale, Intl.DateTimeFormat>()

/** A chain timestamp (unix seconds) as a date and time in UTC: "1 Jan 2026, 00:00 UTC" (en), "01.01.2026, 00:00 UTC" (de). */
export function formatChainTime(seconds: bigint, locale: Locale): string {
  let format = chainTime.get(locale)
  if (!format) {
    // English keeps the specification's day-month order (en-GB's medium date).
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' })
    chainTime.set(locale, format)
  }
  return `${format.format(new Date(Number(seconds) * 1000))} UTC`
}

/** An ISO time to the minute in UTC ("2026-05-01 14:03 UTC" in en); an unreadable one is shown as given. */
export function formatIsoTime(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  if (locale === 'en') return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return formatChainTime(BigInt(Math.floor(date.getTime() / 1000)), locale)
}

const relative = new Map<Locale, Intl.RelativeTimeFormat>()
const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const
const ENGLISH_UNITS = { day: 'd', hour: 'h', minute: 'min', second: 's' } as const

/** How long ago, in the largest whole unit: "3 min ago" (en), "vor 3 Min." (de), "3 分前" (ja). */
export function formatAge(ms: number, locale: Locale): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const [unit, size] = UNITS.find(([, size]) => seconds >= size) ?? UNITS[3]
  const count = Math.floor(seconds / size)
  // English keeps the specification's short units ("12 s ago"); other languages take Intl's.
  if (locale === 'en') return `${count} ${ENGLISH_UNITS[unit]} ago`
  let format = relative.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { style: 'short', numeric: 'always' })
    relative.set(locale, format)
  }
  return format.format(-count, unit)
}

/** A countdown as the locale writes a clock: 3725 s -> "1:02:05", 65 s -> "1:05", digits and all. */
export function formatCountdown(totalSeconds: number, locale: Locale): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const two = (n: number) => formatInteger(BigInt(n), locale).padStart(2, formatInteger(0n, locale))
  const hours = Math.floor(s / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  const seconds = s % 60
  return hours > 0 ? `${formatInteger(BigInt(hours), locale)}:${two(minutes)}:${two(seconds)}` : `${formatInteger(BigInt(minutes), locale)}:${two(seconds)}`
}

const secondsLeft = new Map<Locale, Intl.NumberFormat>()

/** Seconds left on a clock, in the locale's short unit: "60s" (en), "60 ث" (ar), "60 Sek." (de), "60秒" (zh-CN). */
export function formatSecondsLeft(seconds: number, locale: Locale): string {
  let format = secondsLeft.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'second', unitDisplay: 'narrow', maximumFractionDigits: 0 })
    secondsLeft.set(locale, format)
  }
  return format.format(Math.max(0, Math.ceil(seconds)))
}
