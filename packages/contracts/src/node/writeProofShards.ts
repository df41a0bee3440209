// Writes a prepared airdrop's published proof shards to disk (see prepared/shardFormat.ts), for a CDN or IPFS.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bytesSource, readPreparedAirdrop } from '../prepared/reader.js'
import { checkPreparedTree, proofShardFiles } from '../prepared/shardWriter.js'

export type WriteProofShardsParameters = {
  /** A prepared airdrop: its file (stardust-prepare-airdrop's output) or its bytes. */
  prepared: string | Uint8Array
  /** The published folder: the shards go to `<dir>/<chainId>/`. */
  dir: string
  /** Fold the whole tree again first (default true; false only for bytes prepared by this process). */
  check?: boolean | undefined
}

export type WriteProofShardsReturnType = {
  /** `<dir>/<chainId>`: the manifest, the list and the shards folder. */
  folder: string
  chainId: number
  shards: number
  /** The longest shard prefix, in hex characters. */
  longestPrefix: number
  /** Bytes of the shards, of the whole list, of the manifest. */
  bytes: { shards: number; list: number; manifest: number }
  /** The largest shard's accounts and bytes. */
  largest: { accounts: number; bytes: number }
  /** Milliseconds folding the tree again (0 without check) and writing the files. */
  ms: { check: number; write: number }
}

const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16)

/**
 * Writes every proof of a prepared airdrop as static files, the manifest last (through a temporary file
 * renamed into place), so a folder being written never has a manifest naming a missing file. A file already
 * there under the same content-hashed name holds the same bytes; older ones are left for caches to expire.
 * Throws PreparedAirdropError when the preparation is invalid or (checked) corrupt, before writing anything.
 */
export function writeProofShards({ prepared, dir, check = true }: WriteProofShardsParameters): WriteProofShardsReturnType {
  const started = performance.now()
  const name = typeof prepared === 'string' ? prepared : 'the prepared airdrop'
  const bytes = typeof prepared === 'string' ? new Uint8Array(readFileSync(prepared)) : prepared
  const { chainId } = readPreparedAirdrop(bytesSource(bytes, name))
  if (check) checkPreparedTree(bytes, name)
  const checked = performance.now()
  const folder = path.join(dir, String(chainId))
  mkdirSync(path.join(folder, 'shards'), { recursive: true })
  const result: WriteProofShardsReturnType = {
    folder,
    chainId,
    shards: 0,
    longestPrefix: 0,
    bytes: { shards: 0, list: 0, manifest: 0 },
    largest: { accounts: 0, bytes: 0 },
    ms: { check: check ? checked - started : 0, write: 0 },
  }
  for (const file of proofShardFiles(bytes, { contentHash })) {
    const target = path.join(folder, file.path)
    if (file.kind === 'manifest') {
      const temporary = `${target}.${process.pid}.tmp`
      writeFileSync(temporary, file.bytes)
      renameSync(temporary, target)
    } else writeFileSync(target, file.bytes)
    result.bytes[file.kind === 'shard' ? 'shards' : file.kind] += file.bytes.length
    if (file.kind !== 'shard') continue
    result.shards++
    result.longestPrefix = Math.max(result.longestPrefix, file.path.indexOf('-') - 'shards/'.length)
    if (file.bytes.length > result.largest.bytes) result.largest = { accounts: file.accounts, bytes: file.bytes.length }
  }
  result.ms.write = performance.now() - checked
  return result
}
