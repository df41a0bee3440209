// Builds a prepared airdrop (format.ts) from checked entries held in two flat byte arrays.
import { hexToBytes } from 'viem'
import { ACCOUNT_BYTES, AMOUNT_BYTES, BLOCK_SIZE, layoutOf, RECORD_BYTES, writeHeader } from './format.js'
import { compareBytes, uint256Bytes } from './bytes.js'
import { buildFlatTree, leafHash, NODE_BYTES } from './merkle.js'

/** Checked entries without an object each: accounts (20 bytes) and amounts (32 bytes, big-endian) back to back. */
export class CompactEntries {
  readonly accounts: Uint8Array
  readonly amounts: Uint8Array
  count = 0
  total = 0n
  constructor(capacity: number) {
    this.accounts = new Uint8Array(capacity * ACCOUNT_BYTES)
    this.amounts = new Uint8Array(capacity * AMOUNT_BYTES)
  }

  /** Adds an entry already checked (createEntryChecker): a 0x-prefixed account and a positive amount. */
  push(account: string, amount: bigint): void {
    this.accounts.set(hexToBytes(account as `0x${string}`), this.count * ACCOUNT_BYTES)
    this.amounts.set(uint256Bytes(amount), this.count * AMOUNT_BYTES)
    this.total += amount
    this.count++
  }
}

/** The prepared airdrop of `entries` for `chainId`: header, records sorted by account, block index and tree. */
export function prepareAirdrop(chainId: number, { accounts, amounts, count, total }: CompactEntries): Uint8Array {
  // Leaves in input order: keccak256(keccak256(abi.encode(uint256 chainId, address account, uint256 amount))).
  const encoded = new Uint8Array(3 * 32)
  encoded.set(uint256Bytes(BigInt(chainId)), 0)
  const leaves = new Uint8Array(count * NODE_BYTES)
  for (let i = 0; i < count; i++) {
    encoded.set(accounts.subarray(i * ACCOUNT_BYTES, (i + 1) * ACCOUNT_BYTES), 32 + 12)
    encoded.set(amounts.subarray(i * AMOUNT_BYTES, (i + 1) * AMOUNT_BYTES), 64)
    leaves.set(leafHash(encoded), i * NODE_BYTES)
  }
  const { tree, treeIndex } = buildFlatTree(leaves, count)

  const view = new DataView(accounts.buffer, accounts.byteOffset, accounts.byteLength)
  const prefix = new Uint32Array(count)
  for (let i = 0; i < count; i++) prefix[i] = view.getUint32(i * ACCOUNT_BYTES)
  const byAccount = new Uint32Array(count)
  for (let i = 0; i < count; i++) byAccount[i] = i
  byAccount.sort((x, y) => prefix[x]! - prefix[y]! || compareBytes(accounts, x * ACCOUNT_BYTES, accounts, y * ACCOUNT_BYTES, ACCOUNT_BYTES))

  const layout = layoutOf(count)
  const out = new Uint8Array(layout.size)
  const outView = new DataView(out.buffer)
  writeHeader(out, { count, chainId, root: tree.subarray(0, NODE_BYTES), total })
  for (let r = 0; r < count; r++) {
    const i = byAccount[r]!
    const at = layout.records + r * RECORD_BYTES
    const account = accounts.subarray(i * ACCOUNT_BYTES, (i + 1) * ACCOUNT_BYTES)
    out.set(account, at)
    out.set(amounts.subarray(i * AMOUNT_BYTES, (i + 1) * AMOUNT_BYTES), at + ACCOUNT_BYTES)
    outView.setUint32(at + ACCOUNT_BYTES + AMOUNT_BYTES, treeIndex[i]!, true)
    if (r % BLOCK_SIZE === 0) out.set(account, layout.blockIndex + (r / BLOCK_SIZE) * ACCOUNT_BYTES)
  }
  out.set(tree, layout.tree)
  return out
}
