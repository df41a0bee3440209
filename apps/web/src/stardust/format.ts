import { formatCount } from '@/i18n/format/amounts'
import { formatIsoTime } from '@/i18n/format/dates'
import type { Locale } from '@/i18n/locales'

/** Whole Stardust points (decimal strings from the API) grouped as the locale groups; anything else as given. */
export function formatPoints(points: string | number, locale: Locale = 'en'): string {
  return formatCount(points, locale)
}

/** 0x1234…abcd: short enough for a phone's table column. */
export function shortAccount(account: string): string {
  return account.length > 12 ? `${account.slice(0, 6)}…${account.slice(-4)}` : account
}

/** An entry's time in UTC, the same on the server and in every browser: 2026-05-01 14:03 UTC. */
export function formatEntryTime(iso: string, locale: Locale = 'en'): string {
  return formatIsoTime(iso, locale)
}
