import type { Address } from 'viem'

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/** The lowercase form every key and message uses (docs/storage.md), or undefined when not an address. */
export function normalizeAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && ADDRESS_PATTERN.test(value) ? (value.toLowerCase() as Address) : undefined
}
