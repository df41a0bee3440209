// The STAR airdrop list: validation, the Merkle tree StarClaim checks, proofs, and the published form.
// One list per chain: every leaf is [chainId, account, amount], so a list built for one chain can never be
// claimed on another, even with the same root deployed twice by mistake. The tree is OpenZeppelin's
// StandardMerkleTree, built by prepared/ (byte for byte, tested against @openzeppelin/merkle-tree).
import { getAddress, type Address, type Hex } from 'viem'
import { createEntryChecker, parseAmount } from './airdropEntries.js'
import { AirdropListError } from './airdropListError.js'
import { atRows, listRows } from './airdropRows.js'
import { CompactEntries, prepareAirdrop } from './prepared/prepare.js'
import { bytesSource, readPreparedAirdrop, type PreparedAirdrop } from './prepared/reader.js'

export { AirdropListError, type AirdropListErrorCode } from './airdropListError.js'
export type { AirdropProof } from './prepared/reader.js'

/** Leaf types, in order; StarClaim hashes `abi.encode(block.chainid, account, amount)` the same way. */
export const AIRDROP_LEAF_ENCODING = ['uint256', 'address', 'uint256'] as const

export type AirdropEntry = { readonly account: Address; readonly amount: bigint }

/** What toJSON() publishes: enough for anyone to rebuild the tree and compare the root with the contract's. */
export type AirdropJSON = {
  format: 'stardust-airdrop-v1'
  chainId: number
  leafEncoding: typeof AIRDROP_LEAF_ENCODING
  root: Hex
  total: string
  entries: { account: Address; amount: string }[]
}

export type Airdrop = PreparedAirdrop & {
  /** Checksummed, in input order. */
  readonly entries: readonly AirdropEntry[]
  /** The prepared form (what stardust-prepare-airdrop writes), to save beside the list. */
  readonly prepared: Uint8Array
  toJSON(): AirdropJSON
}

/**
 * Validates the list and builds the StandardMerkleTree StarClaim verifies against. Throws AirdropListError
 * (with the 1-based index of the bad entry) on a bad or zero address, a duplicate account in any letter
 * case, or an amount that is not a positive bigint.
 */
export function buildAirdrop(chainId: number, entries: readonly AirdropEntry[]): Airdrop {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`chainId must be a positive integer, got ${chainId}`)
  if (entries.length === 0) throw new AirdropListError('empty-list', 0, 'the list has no entries')
  const checker = createEntryChecker()
  const compact = new CompactEntries(entries.length)
  const checked = entries.map(({ account, amount }, i) => {
    const key = checker.check(account, amount, i + 1)
    compact.push(key, amount)
    return { account: getAddress(key), amount }
  })
  const prepared = prepareAirdrop(chainId, compact)
  const served = readPreparedAirdrop(bytesSource(prepared, `the airdrop of chain ${chainId}`))
  const { root, total } = served
  return {
    chainId,
    root,
    total,
    count: checked.length,
    entries: checked,
    prepared,
    proofOf: (account) => served.proofOf(account),
    toJSON: () => ({
      format: 'stardust-airdrop-v1',
      chainId,
      leafEncoding: AIRDROP_LEAF_ENCODING,
      root,
      total: total.toString(),
      entries: checked.map(({ account, amount }) => ({ account, amount: amount.toString() })),
    }),
  }
}

/** Rebuilds a published airdrop and checks that its root is the one it claims (throws 'root-mismatch'). */
export function airdropFromJSON(json: AirdropJSON): Airdrop {
  const entries = json.entries.map(({ account, amount }, i) => ({ account, amount: parseAmount(amount, i + 1) }))
  const airdrop = buildAirdrop(json.chainId, entries)
  if (airdrop.root.toLowerCase() !== json.root.toLowerCase())
    throw new AirdropListError('root-mismatch', 0, `the entries give root ${airdrop.root}, the file says ${json.root}`)
  return airdrop
}

/**
 * Reads an airdrop list: a JSON array `[{"address": "0x…", "amount": "123"}]` (amounts in wei, as decimal
 * strings) or CSV lines `address,amount` with an optional header line; blank lines are ignored. Validates
 * it like buildAirdrop, and every AirdropListError names `fileName` and the line of the bad entry.
 */
export function parseAirdropList(text: string, fileName: string): AirdropEntry[] {
  const rows = listRows(text, fileName)
  return atRows(rows, fileName, () => {
    if (rows.length === 0) throw new AirdropListError('empty-list', 0, 'the list has no entries')
    const checker = createEntryChecker()
    return rows.map(({ account, amount }, i) => {
      const parsed = parseAmount(amount, i + 1)
      return { account: getAddress(checker.check(account, parsed, i + 1)), amount: parsed }
    })
  })
}
