// Serves a prepared airdrop (format.ts) through positional reads: only the header, the block index and the top
// tree levels are held in memory (about 0.6 MB at 1,000,000 recipients); the rest stays in the file (or buffer).
import { bytesToHex, hexToBytes, type Hex } from 'viem'
import { PreparedAirdropError } from '../errors.js'
import { compareBytes, uint256Bytes, uint256Of } from './bytes.js'
import { ACCOUNT_BYTES, AMOUNT_BYTES, BLOCK_SIZE, FORMAT_VERSION, HEADER_BYTES, layoutOf, readHeader, RECORD_BYTES } from './format.js'
import { leafHash, NODE_BYTES, nodeHash, proofIndices } from './merkle.js'

export type AirdropProof = { amount: bigint; proof: Hex[] }

/** One chain's airdrop as served: its root, and the amount and proof of any account. */
export type PreparedAirdrop = {
  readonly chainId: number
  readonly root: Hex
  readonly total: bigint
  readonly count: number
  /** The amount and proof of `account` (any letter case), or undefined when it is not in the list. */
  proofOf(account: string): AirdropProof | undefined
}

/** `length` bytes at `position`; the view may be reused by the next call. */
export type ReadAt = (position: number, length: number) => Uint8Array
export type PreparedSource = { name: string; size: number; readAt: ReadAt }

/** The top 13 levels of the tree (256 KB) stay in memory: the proof nodes every lookup shares. */
const TOP_NODES = 2 ** 13 - 1
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** An in-memory preparation (prepareAirdrop's bytes) as a source. */
export function bytesSource(bytes: Uint8Array, name: string): PreparedSource {
  return { name, size: bytes.length, readAt: (position, length) => bytes.subarray(position, position + length) }
}

/**
 * Opens a preparation: checks its header and size (PreparedAirdropError 'prepared_invalid'). Every proof
 * served is first folded up to the root, so a damaged file answers 'prepared_corrupt', never a wrong proof.
 */
export function readPreparedAirdrop({ name, size, readAt }: PreparedSource): PreparedAirdrop {
  const invalid = (why: string) => new PreparedAirdropError('prepared_invalid', `${name}: ${why}`)
  const header = size >= HEADER_BYTES ? readHeader(new Uint8Array(readAt(0, HEADER_BYTES))) : undefined
  if (!header) throw invalid('not a prepared airdrop (make one with stardust-prepare-airdrop)')
  if (header.version !== FORMAT_VERSION || header.blockSize !== BLOCK_SIZE)
    throw invalid(`prepared airdrop version ${header.version}, this server reads version ${FORMAT_VERSION}; prepare the list again`)
  const { count, chainId, total } = header
  if (count < 1 || !Number.isSafeInteger(chainId) || chainId < 1) throw invalid('the header is damaged; prepare the list again')
  const layout = layoutOf(count)
  if (size !== layout.size) throw invalid(`${size} bytes where ${count} recipients take ${layout.size}: the file is cut or damaged`)

  const blockIndex = new Uint8Array(readAt(layout.blockIndex, layout.blocks * ACCOUNT_BYTES))
  const topCount = Math.min(2 * count - 1, TOP_NODES)
  const top = new Uint8Array(readAt(layout.tree, topCount * NODE_BYTES))
  const root = bytesToHex(header.root)
  if (compareBytes(top, 0, header.root, 0, NODE_BYTES) !== 0) throw invalid(`the tree's root is not the header's ${root}`)
  const encoded = new Uint8Array(3 * 32)
  encoded.set(uint256Bytes(BigInt(chainId)), 0)
  const scratch = new Uint8Array(2 * NODE_BYTES)

  /** The block whose first account is the last one at or below `target`; -1 when target precedes them all. */
  function blockOf(target: Uint8Array): number {
    let [lo, hi, found] = [0, layout.blocks - 1, -1]
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      if (compareBytes(blockIndex, mid * ACCOUNT_BYTES, target, 0, ACCOUNT_BYTES) <= 0) [found, lo] = [mid, mid + 1]
      else hi = mid - 1
    }
    return found
  }

  return {
    chainId,
    root,
    total,
    count,
    proofOf(account) {
      if (!ADDRESS.test(account)) return undefined
      const target = hexToBytes(account.toLowerCase() as Hex)
      const block = blockOf(target)
      if (block < 0) return undefined
      const first = block * BLOCK_SIZE
      const records = readAt(layout.records + first * RECORD_BYTES, Math.min(BLOCK_SIZE, count - first) * RECORD_BYTES)
      let [lo, hi, at] = [0, records.length / RECORD_BYTES - 1, -1]
      while (lo <= hi && at < 0) {
        const mid = (lo + hi) >>> 1
        const order = compareBytes(records, mid * RECORD_BYTES, target, 0, ACCOUNT_BYTES)
        if (order === 0) at = mid * RECORD_BYTES
        else if (order < 0) lo = mid + 1
        else hi = mid - 1
      }
      if (at < 0) return undefined
      encoded.set(target, 32 + 12)
      encoded.set(records.subarray(at + ACCOUNT_BYTES, at + ACCOUNT_BYTES + AMOUNT_BYTES), 64)
      const amount = uint256Of(encoded, 64)
      const index = new DataView(records.buffer, records.byteOffset).getUint32(at + ACCOUNT_BYTES + AMOUNT_BYTES, true)
      const corrupt = () => new PreparedAirdropError('prepared_corrupt', `${name}: the stored proof of ${account} does not lead to the root ${root}; prepare the list again`)
      if (index < count - 1 || index > 2 * count - 2) throw corrupt()
      let node = leafHash(encoded)
      const proof: Hex[] = []
      for (const j of proofIndices(index)) {
        const sibling = j < topCount ? top.subarray(j * NODE_BYTES, (j + 1) * NODE_BYTES) : readAt(layout.tree + j * NODE_BYTES, NODE_BYTES)
        proof.push(bytesToHex(sibling))
        node = nodeHash(node, 0, sibling, 0, scratch)
      }
      if (compareBytes(node, 0, header.root, 0, NODE_BYTES) !== 0) throw corrupt()
      return { amount, proof }
    },
  }
}
