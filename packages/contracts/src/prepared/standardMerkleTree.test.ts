// OpenZeppelin's @openzeppelin/merkle-tree is the reference: random lists of many sizes, built both ways,
// must give the same root and, for every account, the same proof (byte for byte, in the same order).
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { bytesToHex, getAddress, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { AIRDROP_LEAF_ENCODING, buildAirdrop } from '../airdrop.js'
import { prepareAirdropList } from './prepareList.js'
import { bytesSource, readPreparedAirdrop } from './reader.js'

/** A seeded generator (mulberry32): the same lists on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomList(size: number, seed: number): { account: Address; amount: bigint }[] {
  const next = random(seed)
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(next() * 256))
  return Array.from({ length: size }, (_, i) => {
    const account = getAddress(bytesToHex(bytes(20)))
    // Amounts from 1 wei to about 2^200, small and large mixed (their total stays below 2^256).
    const amount = i % 7 === 0 ? BigInt(bytesToHex(bytes(25))) + 1n : BigInt(Math.floor(next() * 1e15) + 1)
    return { account: i % 2 === 0 ? account : (account.toLowerCase() as Address), amount }
  })
}

type Entry = { amount: unknown; proof: readonly string[] }

/** The same amount and the same proof, byte for byte and in the same order. */
function sameEntry(a: Entry | undefined, b: Entry): boolean {
  return a !== undefined && a.amount === b.amount && a.proof.length === b.proof.length && a.proof.every((node, i) => node === b.proof[i])
}

const SIZES = [1, 2, 3, 4, 5, 6, 7, 31, 32, 33, 100, 255, 256, 257, 1000, 1001, 2048, 10_000]

describe('the same tree as StandardMerkleTree.of', () => {
  test.each(SIZES)('parameters: %i recipients: same root, same proofs (of every account up to 2,048)', { timeout: 120_000 }, (size) => {
    const list = randomList(size, size)
    const chainId = 1 + (size % 3) * 4999
    const reference = StandardMerkleTree.of(
      list.map(({ account, amount }) => [BigInt(chainId), account, amount]),
      [...AIRDROP_LEAF_ENCODING],
    )
    // Through the list file (as stardust-prepare-airdrop) and through buildAirdrop (as deployStardust).
    const csv = `address,amount\n${list.map(({ account, amount }) => `${account},${amount}`).join('\n')}\n`
    const prepared = readPreparedAirdrop(bytesSource(prepareAirdropList(csv, 'list.csv', chainId), 'list'))
    const built = buildAirdrop(chainId, list)
    expect(prepared.root).toBe(reference.root)
    expect(built.root).toBe(reference.root)
    expect(prepared.count).toBe(size)
    expect(prepared.total).toBe(list.reduce((sum, e) => sum + e.amount, 0n))
    // Compared with a plain loop, then one expect for the first account that differs (its diff is the
    // report): an expect per account cost 40 of the 10,000-recipient case's 60 s on the CI machine kind.
    // Past 2,048 accounts (the tree's shape is covered by then) the equal root vouches for every leaf: every 13th
    // account's proof and the last one's are compared, which keeps the 10,000 case within a loaded CI machine's
    // timeout (every proof, on both sides, took 60-130 s there).
    const step = size > 2048 ? 13 : 1
    for (const [i, [, account, amount]] of reference.entries()) {
      if (i % step !== 0 && i !== size - 1) continue
      const expected = { amount, proof: reference.getProof(i) }
      const mine = prepared.proofOf(account as string)
      if (!sameEntry(mine, expected)) expect(mine, `the prepared proof of ${String(account)}`).toEqual(expected)
      // buildAirdrop shares the builder: every 97th account is enough to show it serves the same.
      const builtEntry = i % 97 === 0 ? built.proofOf(account as string) : expected
      if (!sameEntry(builtEntry, expected)) expect(builtEntry, `the built proof of ${String(account)}`).toEqual(expected)
    }
  })

  test('behavior: an account not in the list, below, between or above every listed one, has no proof', () => {
    const prepared = readPreparedAirdrop(bytesSource(buildAirdrop(1, randomList(300, 9)).prepared, 'list'))
    for (const account of ['0x0000000000000000000000000000000000000001', '0x8000000000000000000000000000000000000000', '0xffffffffffffffffffffffffffffffffffffffff'])
      expect(prepared.proofOf(account)).toBeUndefined()
    expect(prepared.proofOf('not an address')).toBeUndefined()
  })
})
