// The prepared airdrop file (version 1), little-endian integers, amounts and nodes big-endian as in the ABI:
//   header   128 bytes: "STARDROP", version u32, count u32, chainId u64, blockSize u32, 4 reserved,
//            root (32), total (32), 32 reserved
//   records  count x 56: account (20), amount (32), tree index u32; sorted by account
//   blocks   ceil(count / blockSize) x 20: the first account of every block of records (kept in memory)
//   tree     (2 count - 1) x 32: StandardMerkleTree's nodes in its own order, root first
// A lookup is a binary search over the blocks in memory, one read of a block, and one read per proof node
// below the levels kept in memory.
import { uint256Bytes, uint256Of } from './bytes.js'

export const MAGIC = 'STARDROP'
export const FORMAT_VERSION = 1
export const HEADER_BYTES = 128
export const ACCOUNT_BYTES = 20
export const AMOUNT_BYTES = 32
export const RECORD_BYTES = ACCOUNT_BYTES + AMOUNT_BYTES + 4
export const BLOCK_SIZE = 64

export type Layout = { count: number; blocks: number; records: number; blockIndex: number; tree: number; size: number }

export function layoutOf(count: number, blockSize = BLOCK_SIZE): Layout {
  const blocks = Math.ceil(count / blockSize)
  const records = HEADER_BYTES
  const blockIndex = records + count * RECORD_BYTES
  const tree = blockIndex + blocks * ACCOUNT_BYTES
  return { count, blocks, records, blockIndex, tree, size: tree + (2 * count - 1) * 32 }
}

export type Header = { version: number; count: number; chainId: number; blockSize: number; root: Uint8Array; total: bigint }

export function writeHeader(out: Uint8Array, { count, chainId, root, total }: Omit<Header, 'version' | 'blockSize'>): void {
  const view = new DataView(out.buffer, out.byteOffset, HEADER_BYTES)
  for (let k = 0; k < MAGIC.length; k++) out[k] = MAGIC.charCodeAt(k)
  view.setUint32(8, FORMAT_VERSION, true)
  view.setUint32(12, count, true)
  view.setBigUint64(16, BigInt(chainId), true)
  view.setUint32(24, BLOCK_SIZE, true)
  out.set(root, 32)
  out.set(uint256Bytes(total), 64)
}

/** The header, or undefined when the bytes do not start with the magic (not a prepared airdrop). */
export function readHeader(bytes: Uint8Array): Header | undefined {
  if (bytes.length < HEADER_BYTES || String.fromCharCode(...bytes.subarray(0, MAGIC.length)) !== MAGIC) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES)
  return {
    version: view.getUint32(8, true),
    count: view.getUint32(12, true),
    chainId: Number(view.getBigUint64(16, true)),
    blockSize: view.getUint32(24, true),
    root: bytes.slice(32, 64),
    total: uint256Of(bytes, 64),
  }
}
