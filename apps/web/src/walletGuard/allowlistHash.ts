import { sha256, stringToBytes, type Hex } from 'viem'
import type { WalletAllowlist } from './walletAllowlist'

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  return value
}

/** The allowlist as canonical JSON: keys sorted at every level, no spaces. The same allowlist gives the same bytes. */
export function canonicalAllowlistJson(allowlist: WalletAllowlist): string {
  return JSON.stringify(canonical(allowlist))
}

/** SHA-256 of the canonical JSON (hex, 0x-prefixed): what a build manifest records and a checker recomputes. */
export function walletAllowlistSha256(allowlist: WalletAllowlist): Hex {
  return sha256(stringToBytes(canonicalAllowlistJson(allowlist)))
}
