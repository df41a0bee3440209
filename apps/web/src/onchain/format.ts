import { formatUnits } from 'viem'

const grouping = new Intl.NumberFormat('en-US')

/**
 * A token amount for people: thousands grouped, at most `maxFraction` decimals, rounded DOWN (a
 * balance is never shown larger than it is). String arithmetic on formatUnits' output: no floats.
 */
export function formatAmount(wei: bigint, { decimals = 18, maxFraction = 4 }: { decimals?: number; maxFraction?: number } = {}): string {
  const [whole = '0', fraction = ''] = formatUnits(wei, decimals).split('.')
  const negative = whole.startsWith('-')
  const digits = negative ? whole.slice(1) : whole
  const kept = fraction.slice(0, maxFraction).replace(/0+$/, '')
  const grouped = grouping.format(BigInt(digits))
  const text = kept ? `${grouped}.${kept}` : grouped
  if (text === '0' && wei !== 0n) return `< ${maxFraction > 0 ? `0.${'0'.repeat(maxFraction - 1)}1` : '1'}`
  return negative ? `-${text}` : text
}

/** Basis points as a percentage with two decimals, e.g. 1234n -> "12.34 %". */
export function formatBasisPoints(bps: bigint): string {
  return `${grouping.format(bps / 100n)}.${(bps % 100n).toString().padStart(2, '0')} %`
}

const utc = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** A chain timestamp (unix seconds) as a date the server and every browser render alike (UTC). */
export function formatChainTime(seconds: bigint): string {
  return `${utc.format(new Date(Number(seconds) * 1000))} UTC`
}

/** How long ago, in the largest whole unit: "12 s ago", "3 min ago", "2 h ago", "1 d ago". */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  if (seconds < 60) return `${seconds} s ago`
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`
  return `${Math.floor(seconds / 86_400)} d ago`
}

/** A block number grouped for people: 1234n -> "1,234". */
export function formatBlock(block: bigint): string {
  return grouping.format(block)
}
