// Published proof shards: every proof of a prepared airdrop as static files, for a CDN or IPFS, so a claim
// never depends on the claims API being up. One folder per chain:
//   manifest.json                 the entry point (the only name that is not content-hashed: serve it with a
//                                 short cache): chain, root, total, count, the list's file, and every
//                                 shard's prefix and file name
//   list-<hash>.json              the whole list and its root (stardust-airdrop-v1, airdropFromJSON reads it)
//   shards/<prefix>-<hash>.json   the accounts whose lowercase hex (after 0x) starts with <prefix>, each with
//                                 its amount and proof, one account a line
// Prefixes grow one hex character at a time where more than SHARD_MAX_ACCOUNTS accounts share one, so a list
// of random addresses gets even prefixes (3 characters at 1,000,000) and a crowded range gets longer ones;
// no prefix is the start of another, so an account has one shard or none.
// <hash> is the first 16 hex characters of the file's SHA-256: a changed file gets a new name, so every file
// but the manifest can be cached for ever. Accounts are lowercase, in order: the same preparation always
// gives the same bytes, and the repeated keys compress well with gzip.
import type { Hex } from 'viem'
import type { AIRDROP_LEAF_ENCODING } from '../airdrop.js'

export const MANIFEST_FORMAT = 'stardust-proof-shards-v1'
export const SHARD_FORMAT = 'stardust-proof-shard-v1'
export const MANIFEST_NAME = 'manifest.json'
/** A shard holds at most this many accounts unless they share all 40 hex characters (which cannot happen). */
export const SHARD_MAX_ACCOUNTS = 512

export type ProofShardsManifest = {
  format: typeof MANIFEST_FORMAT
  chainId: number
  root: Hex
  total: string
  count: number
  leafEncoding: typeof AIRDROP_LEAF_ENCODING
  /** The whole list's file, relative to the manifest. */
  list: string
  /** Prefix (lowercase hex after 0x) to file, relative to the manifest; a prefix with no account has no shard. */
  shards: Record<string, string>
}

export type ProofShard = {
  format: typeof SHARD_FORMAT
  chainId: number
  root: Hex
  prefix: string
  /** Lowercase account to its amount (wei, decimal) and proof (leaf to root). */
  proofs: Record<string, { amount: string; proof: Hex[] }>
}

/** The shard of `account` (any letter case) in `shards`: its prefix and file, or undefined when there is none. */
export function shardOf(shards: Record<string, string>, account: string): { prefix: string; file: string } | undefined {
  const hex = account.slice(2).toLowerCase()
  for (let length = 1; length <= 40; length++) {
    const prefix = hex.slice(0, length)
    if (Object.hasOwn(shards, prefix)) return { prefix, file: shards[prefix]! }
  }
  return undefined
}
