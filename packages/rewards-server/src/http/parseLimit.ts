import { RewardsError } from '../errors.js'

const DIGITS = /^[1-9][0-9]{0,5}$/

/** A `?limit=` of 1..max (the default when absent); anything else is 400 invalid_request. */
export function parseLimit(url: URL, defaults: { limit: number; max: number }): number {
  const raw = url.searchParams.get('limit')
  if (raw === null) return defaults.limit
  if (!DIGITS.test(raw) || Number(raw) > defaults.max) throw new RewardsError('invalid_request', { details: `limit must be an integer from 1 to ${defaults.max}` })
  return Number(raw)
}

/** A `?cursor=` (the `next` of a previous page: a positive integer), or undefined. */
export function parseCursor(url: URL): bigint | undefined {
  const raw = url.searchParams.get('cursor')
  if (raw === null) return undefined
  if (!/^[1-9][0-9]{0,18}$/.test(raw)) throw new RewardsError('invalid_request', { details: 'cursor must be the next value of a previous page' })
  return BigInt(raw)
}
