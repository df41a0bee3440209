import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { concat, encodeAbiParameters, getAddress, keccak256, toHex, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { AIRDROP_LEAF_ENCODING, AirdropListError, airdropFromJSON, buildAirdrop, parseAirdropList } from './airdrop.js'

const addr = (i: number) => getAddress(`0x${keccak256(toHex(i)).slice(-40)}`)
const list = (n: number) => Array.from({ length: n }, (_, i) => ({ account: addr(i), amount: BigInt(i + 1) * 10n ** 18n }))

/** The error a call throws, typed, so the test can check its code and location. */
function listError(run: () => unknown): AirdropListError {
  try {
    run()
  } catch (error) {
    if (error instanceof AirdropListError) return error
    throw error
  }
  throw new Error('expected an AirdropListError')
}

describe('buildAirdrop', () => {
  test('default: root, total, checksummed entries and a proof for every account', () => {
    const entries = list(5).map((e) => ({ ...e, account: e.account.toLowerCase() as Address }))
    const airdrop = buildAirdrop(31337, entries)
    expect(airdrop.entries.map((e) => e.account)).toEqual(list(5).map((e) => e.account))
    expect(airdrop.total).toBe(15n * 10n ** 18n)
    for (const { account, amount } of airdrop.entries) {
      const found = airdrop.proofOf(account)!
      expect(found.amount).toBe(amount)
      expect(StandardMerkleTree.verify(airdrop.root, [...AIRDROP_LEAF_ENCODING], [31337n, account, amount], found.proof)).toBe(true)
    }
  })

  test('behavior: the leaf is the double hash of abi.encode(chainId, account, amount), as StarClaim computes it', () => {
    const account = addr(7)
    const airdrop = buildAirdrop(5000, [{ account, amount: 42n }])
    const inner = keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }], [5000n, account, 42n]))
    // A one-leaf tree: the root is the leaf and the proof is empty.
    expect(airdrop.root).toBe(keccak256(concat([inner])))
    expect(airdrop.proofOf(account)).toEqual({ amount: 42n, proof: [] })
  })

  test('behavior: the same list on two chains gives two roots', () => {
    expect(buildAirdrop(5000, list(4)).root).not.toBe(buildAirdrop(42161, list(4)).root)
  })

  test('behavior: proofOf ignores letter case and answers undefined for an unknown account', () => {
    const airdrop = buildAirdrop(1, list(3))
    const upper = `0x${addr(2).slice(2).toUpperCase()}`
    expect(airdrop.proofOf(upper)).toEqual(airdrop.proofOf(addr(2)))
    expect(airdrop.proofOf(addr(99))).toBeUndefined()
  })

  test('behavior: toJSON publishes the list and root, and airdropFromJSON rebuilds and checks it', () => {
    const airdrop = buildAirdrop(42161, list(6))
    const json = JSON.parse(JSON.stringify(airdrop)) as ReturnType<typeof airdrop.toJSON>
    expect(json).toMatchObject({ format: 'stardust-airdrop-v1', chainId: 42161, root: airdrop.root, total: airdrop.total.toString() })
    expect(json.entries[0]).toEqual({ account: addr(0), amount: (10n ** 18n).toString() })
    expect(airdropFromJSON(json).root).toBe(airdrop.root)
    const tampered = { ...json, entries: json.entries.map((e, i) => (i === 3 ? { ...e, amount: '1' } : e)) }
    expect(listError(() => airdropFromJSON(tampered)).code).toBe('root-mismatch')
  })

  test.each([
    ['invalid-address', { account: '0x1234' as Address, amount: 1n }],
    ['invalid-address', { account: addr(50).replace(/[a-f]/, (c) => c.toUpperCase()) as Address, amount: 1n }],
    ['zero-address', { account: '0x0000000000000000000000000000000000000000' as Address, amount: 1n }],
    ['duplicate-address', { account: addr(1).toLowerCase() as Address, amount: 5n }],
    ['invalid-amount', { account: addr(60), amount: 0n }],
    ['invalid-amount', { account: addr(60), amount: -3n }],
    ['invalid-amount', { account: addr(60), amount: 2n ** 256n }],
  ] as const)('parameters: %s is refused with the 1-based index of the entry', (code, bad) => {
    const entries = [...list(3), bad, ...list(5).slice(3)]
    const error = listError(() => buildAirdrop(1, entries))
    expect(error.code).toBe(code)
    expect(error.index).toBe(4)
    expect(error.message).toMatch(/^entry 4: /)
  })

  test('parameters: an empty list and a bad chain id are refused', () => {
    expect(listError(() => buildAirdrop(1, [])).code).toBe('empty-list')
    expect(() => buildAirdrop(0, list(1))).toThrow(RangeError)
    expect(() => buildAirdrop(1.5, list(1))).toThrow(RangeError)
  })
})

describe('parseAirdropList', () => {
  const [a, b, c] = [addr(1), addr(2), addr(3)]

  test('default: JSON with string amounts', () => {
    const text = JSON.stringify([{ address: a.toLowerCase(), amount: '100' }, { address: b, amount: '200000000000000000000000' }], null, 2)
    expect(parseAirdropList(text, 'list.json')).toEqual([
      { account: a, amount: 100n },
      { account: b, amount: 200000000000000000000000n },
    ])
  })

  test('default: CSV with and without a header, CRLF and blank lines', () => {
    const expected = [{ account: a, amount: 1n }, { account: b, amount: 2n }]
    expect(parseAirdropList(`address,amount\r\n${a},1\r\n\r\n${b},2\r\n`, 'list.csv')).toEqual(expected)
    expect(parseAirdropList(`${a},1\n"${b}", "2"`, 'list.csv')).toEqual(expected)
  })

  test('behavior: a bad CSV row is named by file and line', () => {
    const text = `address,amount\n${a},1\n\n${b},2\n${c},1.5\n`
    const error = listError(() => parseAirdropList(text, 'drop.csv'))
    expect([error.code, error.index, error.fileName, error.line]).toEqual(['invalid-amount', 3, 'drop.csv', 5])
    expect(error.message).toMatch(/^drop\.csv:5: /)
  })

  test('behavior: a duplicate in another letter case is named by the line of the second row', () => {
    const error = listError(() => parseAirdropList(`${a},1\n${b},2\n${a.toLowerCase()},3`, 'drop.csv'))
    expect([error.code, error.index, error.line]).toEqual(['duplicate-address', 3, 3])
  })

  test('behavior: a bad JSON entry is named by the line where its object starts', () => {
    const text = `[\n  {"address": "${a}", "amount": "1"},\n  {\n    "address": "${b}",\n    "amount": "0"\n  }\n]`
    const error = listError(() => parseAirdropList(text, 'drop.json'))
    expect([error.code, error.index, error.fileName, error.line]).toEqual(['invalid-amount', 2, 'drop.json', 3])
  })

  test('parameters: unreadable input says why and where', () => {
    const broken = listError(() => parseAirdropList(`[\n{"address": "${a}", "amount": "1"},\n{"address": }\n]`, 'x.json'))
    expect([broken.code, broken.line]).toEqual(['invalid-format', 3])
    expect(listError(() => parseAirdropList('{"address": "x"}', 'x.json')).code).toBe('invalid-format')
    expect(listError(() => parseAirdropList(`[{"address": "${a}"}]`, 'x.json')).code).toBe('invalid-format')
    expect(listError(() => parseAirdropList(`[{"address": "${a}", "amount": 1e30}]`, 'x.json')).code).toBe('invalid-amount')
    const threeFields = listError(() => parseAirdropList(`${a},1\n${b},2,3`, 'x.csv'))
    expect([threeFields.code, threeFields.line]).toEqual(['invalid-format', 2])
    const badAddress = listError(() => parseAirdropList(`address,amount\n0xnope,1`, 'x.csv'))
    expect([badAddress.code, badAddress.line]).toEqual(['invalid-address', 2])
    expect(listError(() => parseAirdropList('address,amount\n', 'x.csv')).code).toBe('empty-list')
  })
})
