// Turns a prepared airdrop (format.ts) into its published proof shards (shardFormat.ts), one file at a time,
// so a list of millions never sits in memory as text: the shards in prefix order, then the whole list, then
// the manifest (last, so a folder written in this order never names a file that is not there yet).
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from 'viem'
import { AIRDROP_LEAF_ENCODING } from '../airdrop.js'
import { PreparedAirdropError } from '../errors.js'
import { compareBytes, uint256Bytes } from './bytes.js'
import { ACCOUNT_BYTES, AMOUNT_BYTES, layoutOf, RECORD_BYTES } from './format.js'
import { leafHash, NODE_BYTES, nodeHash, proofIndices } from './merkle.js'
import { bytesSource, readPreparedAirdrop } from './reader.js'
import { MANIFEST_FORMAT, MANIFEST_NAME, SHARD_FORMAT, SHARD_MAX_ACCOUNTS, type ProofShardsManifest } from './shardFormat.js'

/** One file of the published shards: its path relative to the chain's folder, and its bytes. */
export type ShardFile = { path: string; bytes: Uint8Array; kind: 'shard' | 'list' | 'manifest'; accounts: number }

export type ProofShardFilesOptions = {
  /** The first 16 hex characters of the SHA-256 of a file (default: @noble/hashes; Node may pass node:crypto's, faster). */
  contentHash?: ((bytes: Uint8Array) => string) | undefined
}

const encoder = new TextEncoder()
const nobleHash = (bytes: Uint8Array) => bytesToHex(sha256(bytes)).slice(2, 18)

/** The lowercase hex of `length` bytes at `start`, without 0x, in one string (slices of it cost nothing). */
function hexOf(bytes: Uint8Array, start: number, length: number): string {
  const digits = new Uint8Array(length * 2)
  const table = '0123456789abcdef'
  for (let k = 0; k < length; k++) {
    const byte = bytes[start + k]!
    digits[2 * k] = table.charCodeAt(byte >> 4)
    digits[2 * k + 1] = table.charCodeAt(byte & 15)
  }
  return new TextDecoder().decode(digits)
}

/**
 * Throws PreparedAirdropError 'prepared_corrupt' unless every record's leaf sits at its tree index and every
 * node is the hash of its children: the whole tree folded again, so no published proof can be wrong.
 */
export function checkPreparedTree(prepared: Uint8Array, name = 'the prepared airdrop'): void {
  const { chainId, count } = readPreparedAirdrop(bytesSource(prepared, name))
  const layout = layoutOf(count)
  const corrupt = (why: string) => new PreparedAirdropError('prepared_corrupt', `${name}: ${why}; prepare the list again`)
  const view = new DataView(prepared.buffer, prepared.byteOffset, prepared.byteLength)
  const encoded = new Uint8Array(3 * 32)
  encoded.set(uint256Bytes(BigInt(chainId)), 0)
  for (let r = 0; r < count; r++) {
    const at = layout.records + r * RECORD_BYTES
    encoded.set(prepared.subarray(at, at + ACCOUNT_BYTES), 32 + 12)
    encoded.set(prepared.subarray(at + ACCOUNT_BYTES, at + ACCOUNT_BYTES + AMOUNT_BYTES), 64)
    const index = view.getUint32(at + ACCOUNT_BYTES + AMOUNT_BYTES, true)
    if (index < count - 1 || index > 2 * count - 2 || compareBytes(leafHash(encoded), 0, prepared, layout.tree + index * NODE_BYTES, NODE_BYTES) !== 0)
      throw corrupt(`record ${r + 1}'s leaf is not in the tree`)
  }
  const scratch = new Uint8Array(2 * NODE_BYTES)
  for (let i = count - 2; i >= 0; i--) {
    const node = nodeHash(prepared, layout.tree + (2 * i + 1) * NODE_BYTES, prepared, layout.tree + (2 * i + 2) * NODE_BYTES, scratch)
    if (compareBytes(node, 0, prepared, layout.tree + i * NODE_BYTES, NODE_BYTES) !== 0) throw corrupt(`tree node ${i} is not the hash of its children`)
  }
}

/**
 * The published shards of a prepared airdrop (stardust-prepare-airdrop's bytes): every account's amount and
 * proof, sharded by account prefix (shardFormat.ts), then the whole list, then the manifest. The proofs are
 * the stored tree's: run checkPreparedTree first on bytes read back from a disk. Throws PreparedAirdropError
 * ('prepared_invalid') when the bytes are not a preparation.
 */
export function* proofShardFiles(prepared: Uint8Array, { contentHash = nobleHash }: ProofShardFilesOptions = {}): Generator<ShardFile, void> {
  const { chainId, root, total, count } = readPreparedAirdrop(bytesSource(prepared, 'the prepared airdrop'))
  const layout = layoutOf(count)
  const view = new DataView(prepared.buffer, prepared.byteOffset, prepared.byteLength)
  // Two strings for the whole preparation: records (account, amount, index: 112 characters each) and tree nodes.
  const records = hexOf(prepared, layout.records, count * RECORD_BYTES)
  const tree = hexOf(prepared, layout.tree, (2 * count - 1) * NODE_BYTES)
  const ACCOUNT = 2 * ACCOUNT_BYTES
  const RECORD = 2 * RECORD_BYTES
  const accountAt = (r: number) => records.slice(r * RECORD, r * RECORD + ACCOUNT)
  const amountAt = (r: number) => BigInt(`0x${records.slice(r * RECORD + ACCOUNT, r * RECORD + ACCOUNT + 2 * AMOUNT_BYTES)}`).toString()
  const line = (r: number) => {
    const index = view.getUint32(layout.records + r * RECORD_BYTES + ACCOUNT_BYTES + AMOUNT_BYTES, true)
    const proof = proofIndices(index).map((j) => `"0x${tree.slice(j * 64, j * 64 + 64)}"`)
    return `"0x${accountAt(r)}":{"amount":"${amountAt(r)}","proof":[${proof.join(',')}]}`
  }

  const shards: Record<string, string> = {}
  function shard(prefix: string, from: number, to: number): ShardFile {
    const lines: string[] = []
    for (let r = from; r < to; r++) lines.push(line(r))
    const bytes = encoder.encode(`{"format":"${SHARD_FORMAT}","chainId":${chainId},"root":"${root}","prefix":"${prefix}","proofs":{\n${lines.join(',\n')}\n}}\n`)
    const path = `shards/${prefix}-${contentHash(bytes)}.json`
    shards[prefix] = path
    return { path, bytes, kind: 'shard', accounts: to - from }
  }
  /** Records [from, to) share their first `depth` hex characters: one shard per next character, split again while crowded. */
  function* split(from: number, to: number, depth: number): Generator<ShardFile, void> {
    for (let start = from; start < to; ) {
      const digit = records.charCodeAt(start * RECORD + depth)
      let end = start + 1
      while (end < to && records.charCodeAt(end * RECORD + depth) === digit) end++
      if (end - start > SHARD_MAX_ACCOUNTS && depth + 1 < ACCOUNT) yield* split(start, end, depth + 1)
      else yield shard(accountAt(start).slice(0, depth + 1), start, end)
      start = end
    }
  }
  yield* split(0, count, 0)

  const entries: string[] = []
  for (let r = 0; r < count; r++) entries.push(`{"account":"0x${accountAt(r)}","amount":"${amountAt(r)}"}`)
  const listHead = `{"format":"stardust-airdrop-v1","chainId":${chainId},"leafEncoding":${JSON.stringify(AIRDROP_LEAF_ENCODING)},"root":"${root}","total":"${total}","entries":[\n`
  const listBytes = encoder.encode(`${listHead}${entries.join(',\n')}\n]}\n`)
  const list = `list-${contentHash(listBytes)}.json`
  yield { path: list, bytes: listBytes, kind: 'list', accounts: count }

  const manifest: ProofShardsManifest = { format: MANIFEST_FORMAT, chainId, root, total: total.toString(), count, leafEncoding: AIRDROP_LEAF_ENCODING, list, shards }
  yield { path: MANIFEST_NAME, bytes: encoder.encode(`${JSON.stringify(manifest, null, 1)}\n`), kind: 'manifest', accounts: 0 }
}
