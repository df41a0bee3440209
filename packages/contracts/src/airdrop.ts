// The STAR airdrop list: validation, the Merkle tree StarClaim checks, proofs, and the published form.
// One list per chain: every leaf is [chainId, account, amount], so a list built for one chain can never be
// claimed on another, even with the same root deployed twice by mistake.
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { getAddress, isAddress, maxUint256, zeroAddress, type Address, type Hex } from 'viem'

/** Leaf types, in order; StarClaim hashes `abi.encode(block.chainid, account, amount)` the same way. */
export const AIRDROP_LEAF_ENCODING = ['uint256', 'address', 'uint256'] as const

export type AirdropEntry = { readonly account: Address; readonly amount: bigint }

export type AirdropListErrorCode =
  | 'empty-list'
  | 'invalid-address'
  | 'zero-address'
  | 'duplicate-address'
  | 'invalid-amount'
  | 'total-overflow'
  | 'invalid-format'
  | 'root-mismatch'

/**
 * A bad airdrop list. `index` is the 1-based position of the offending entry (0 when the list as a whole is
 * at fault: empty, unreadable, wrong root); `fileName` and `line` are set when it came from parseAirdropList.
 */
export class AirdropListError extends Error {
  override readonly name = 'AirdropListError'
  constructor(
    readonly code: AirdropListErrorCode,
    readonly index: number,
    readonly detail: string,
    readonly fileName?: string,
    readonly line?: number,
  ) {
    super(fileName === undefined ? (index > 0 ? `entry ${index}: ${detail}` : detail) : `${fileName}${line === undefined ? '' : `:${line}`}: ${detail}`)
  }

  /** The same error, located in a file. */
  at(fileName: string, line: number | undefined): AirdropListError {
    return new AirdropListError(this.code, this.index, this.detail, fileName, line)
  }
}

/** What toJSON() publishes: enough for anyone to rebuild the tree and compare the root with the contract's. */
export type AirdropJSON = {
  format: 'stardust-airdrop-v1'
  chainId: number
  leafEncoding: typeof AIRDROP_LEAF_ENCODING
  root: Hex
  total: string
  entries: { account: Address; amount: string }[]
}

export type AirdropProof = { amount: bigint; proof: Hex[] }

export type Airdrop = {
  readonly chainId: number
  readonly root: Hex
  /** Checksummed, in input order. */
  readonly entries: readonly AirdropEntry[]
  readonly total: bigint
  /** The amount and proof of `account` (any letter case), or undefined when it is not in the list. */
  proofOf(account: string): AirdropProof | undefined
  toJSON(): AirdropJSON
}

function checkEntries(entries: readonly { account: unknown; amount: unknown }[]): { checked: AirdropEntry[]; total: bigint } {
  if (entries.length === 0) throw new AirdropListError('empty-list', 0, 'the list has no entries')
  const seen = new Map<string, number>()
  const checked: AirdropEntry[] = []
  let total = 0n
  entries.forEach(({ account, amount }, i) => {
    const index = i + 1
    // strict: a mixed-case address must carry a valid EIP-55 checksum (catches a mistyped character).
    if (typeof account !== 'string' || !isAddress(account, { strict: true }))
      throw new AirdropListError('invalid-address', index, `not an address (or a bad checksum): ${String(account)}`)
    if (account.toLowerCase() === zeroAddress) throw new AirdropListError('zero-address', index, 'the zero address cannot receive tokens')
    const key = account.toLowerCase()
    const first = seen.get(key)
    // One flag per account on chain: a second row for the same account could never be claimed.
    if (first !== undefined) throw new AirdropListError('duplicate-address', index, `${account} is already entry ${first}`)
    seen.set(key, index)
    if (typeof amount !== 'bigint' || amount <= 0n || amount > maxUint256)
      throw new AirdropListError('invalid-amount', index, `the amount must be a whole number of wei above 0: ${String(amount)}`)
    total += amount
    if (total > maxUint256) throw new AirdropListError('total-overflow', index, 'the total exceeds uint256')
    checked.push({ account: getAddress(account), amount })
  })
  return { checked, total }
}

/**
 * Validates the list and builds the StandardMerkleTree StarClaim verifies against. Throws AirdropListError
 * (with the 1-based index of the bad entry) on a bad or zero address, a duplicate account in any letter
 * case, or an amount that is not a positive bigint.
 */
export function buildAirdrop(chainId: number, entries: readonly AirdropEntry[]): Airdrop {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`chainId must be a positive integer, got ${chainId}`)
  const { checked, total } = checkEntries(entries)
  const tree = StandardMerkleTree.of(
    checked.map(({ account, amount }) => [BigInt(chainId), account, amount]),
    [...AIRDROP_LEAF_ENCODING],
  )
  const root = tree.root as Hex
  const indexOf = new Map(checked.map(({ account }, i) => [account.toLowerCase(), i]))
  return {
    chainId,
    root,
    entries: checked,
    total,
    proofOf(account) {
      const i = indexOf.get(account.toLowerCase())
      if (i === undefined) return undefined
      return { amount: checked[i]!.amount, proof: tree.getProof(i) as Hex[] }
    },
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

function parseAmount(raw: unknown, index: number): bigint {
  if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) return BigInt(raw.trim())
  // JSON numbers lose precision above 2^53: accept only those that are exact.
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return BigInt(raw)
  throw new AirdropListError('invalid-amount', index, `the amount must be a whole number of wei, as a decimal string: ${JSON.stringify(raw)}`)
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length

/** Offsets of the top-level array elements of a JSON text, so an entry's index maps back to its line. */
function elementOffsets(text: string): number[] {
  const offsets: number[] = []
  let depth = 0
  let inString = false
  let expectElement = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (/\s/.test(c)) continue
    if (expectElement && c !== ']') {
      offsets.push(i)
      expectElement = false
    }
    if (c === '"') inString = true
    else if (c === '[' || c === '{') {
      depth++
      if (depth === 1 && c === '[') expectElement = true
    } else if (c === ']' || c === '}') depth--
    else if (c === ',' && depth === 1) expectElement = true
  }
  return offsets
}

/** The line of a JSON syntax error: V8 gives a position for some errors only; otherwise, the first entry that does not parse. */
function jsonErrorLine(text: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message)
  if (position) return lineAt(text, Number(position[1]))
  const offsets = elementOffsets(text)
  for (const [i, start] of offsets.entries()) {
    const slice = text.slice(start, offsets[i + 1] ?? text.length).replace(/[\s,\]]*$/, '')
    try {
      JSON.parse(slice)
    } catch {
      return lineAt(text, start)
    }
  }
  return undefined
}

type Row = { account: unknown; amount: unknown; line: number }

function jsonRows(text: string, fileName: string): Row[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const message = (error as Error).message
    throw new AirdropListError('invalid-format', 0, `not valid JSON: ${message}`, fileName, jsonErrorLine(text, message))
  }
  if (!Array.isArray(data))
    throw new AirdropListError('invalid-format', 0, 'expected a JSON array of {"address", "amount"}', fileName, 1)
  const offsets = elementOffsets(text)
  return data.map((item: unknown, i) => {
    const line = offsets[i] === undefined ? undefined : lineAt(text, offsets[i])
    if (typeof item !== 'object' || item === null || Array.isArray(item) || !('address' in item) || !('amount' in item))
      throw new AirdropListError('invalid-format', i + 1, 'expected an object with "address" and "amount"', fileName, line)
    return { account: item.address, amount: item.amount, line: line ?? 0 }
  })
}

const HEADER = /^"?address"?\s*,\s*"?amount"?$/i
const unquote = (field: string) => field.trim().replace(/^"(.*)"$/, '$1').trim()

function csvRows(text: string, fileName: string): Row[] {
  const rows: Row[] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1
    const content = raw.trim()
    if (content === '' || (rows.length === 0 && HEADER.test(content))) return
    const fields = content.split(',')
    if (fields.length !== 2)
      throw new AirdropListError('invalid-format', rows.length + 1, `expected "address,amount", got ${fields.length} field(s)`, fileName, line)
    rows.push({ account: unquote(fields[0]!), amount: unquote(fields[1]!), line })
  })
  return rows
}

/**
 * Reads an airdrop list: a JSON array `[{"address": "0x…", "amount": "123"}]` (amounts in wei, as decimal
 * strings) or CSV lines `address,amount` with an optional header line; blank lines are ignored. Validates
 * it like buildAirdrop, and every AirdropListError names `fileName` and the line of the bad entry.
 */
export function parseAirdropList(text: string, fileName: string): AirdropEntry[] {
  const body = text.replace(/^\uFEFF/, '')
  const rows = /^\s*\[/.test(body) ? jsonRows(body, fileName) : csvRows(body, fileName)
  try {
    const withAmounts = rows.map(({ account, amount }, i) => ({ account, amount: parseAmount(amount, i + 1) }))
    return checkEntries(withAmounts).checked
  } catch (error) {
    if (!(error instanceof AirdropListError)) throw error
    const line = error.index > 0 ? rows[error.index - 1]?.line : 1
    throw error.at(fileName, line)
  }
}
