import { getAddress, keccak256, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { AirdropListError, buildAirdrop, parseAirdropList } from '../airdrop.js'
import { PreparedAirdropError } from '../errors.js'
import { HEADER_BYTES } from './format.js'
import { prepareAirdropList } from './prepareList.js'
import { bytesSource, readPreparedAirdrop } from './reader.js'

const addr = (i: number) => getAddress(`0x${keccak256(toHex(i)).slice(-40)}`)
const [a, b, c] = [addr(1), addr(2), addr(3)]

function thrown<T extends Error>(type: new (...args: never[]) => T, run: () => unknown): T {
  try {
    run()
  } catch (error) {
    if (error instanceof type) return error
    throw error
  }
  throw new Error(`expected a ${type.name}`)
}

describe('prepareAirdropList', () => {
  test('default: a CSV and the same JSON list give the root of buildAirdrop', () => {
    const csv = prepareAirdropList(`address,amount\n${a},1\n\n${b.toLowerCase()},2\r\n`, 'drop.csv', 5000)
    const json = prepareAirdropList(JSON.stringify([{ address: a, amount: '1' }, { address: b, amount: 2 }], null, 2), 'drop.json', 5000)
    const root = buildAirdrop(5000, [{ account: a, amount: 1n }, { account: b, amount: 2n }]).root
    expect(readPreparedAirdrop(bytesSource(csv, 'csv')).root).toBe(root)
    expect(readPreparedAirdrop(bytesSource(json, 'json')).root).toBe(root)
  })

  test.each([
    ['invalid-address', `address,amount\n${a},1\n0x1234,2\n`, 3, 'not an address'],
    ['invalid-address', `${a},1\n${b.replace(/[a-f]/, (x) => x.toUpperCase())},2\n`, 2, 'checksum'],
    ['duplicate-address', `${a},1\n${b},2\n${a.toLowerCase()},3\n`, 3, 'already entry 1'],
    ['invalid-amount', `${a},1\n${b},0\n`, 2, 'above 0'],
    ['zero-address', `${a},1\n0x0000000000000000000000000000000000000000,2\n`, 2, 'zero address'],
    ['invalid-format', `${a},1\n${b},2,3\n`, 2, 'field(s)'],
  ])('parameters: %s is refused naming the file and line, exactly as parseAirdropList', (code, text, line, what) => {
    const error = thrown(AirdropListError, () => prepareAirdropList(text, 'drop.csv', 5000))
    expect([error.code, error.fileName, error.line]).toEqual([code, 'drop.csv', line])
    expect(error.message).toContain(`drop.csv:${line}: `)
    expect(error.message).toContain(what)
    expect(error.message).toBe(thrown(AirdropListError, () => parseAirdropList(text, 'drop.csv')).message)
  })

  test('behavior: the first bad row in the file is the one named, whatever is wrong further down', () => {
    const error = thrown(AirdropListError, () => prepareAirdropList(`${a},1\n0xnope,2\n${c},1.5\n`, 'drop.csv', 1))
    expect([error.code, error.line]).toEqual(['invalid-address', 2])
  })

  test('behavior: a duplicate in a JSON list names the line where its object starts', () => {
    const text = `[\n  {"address": "${a}", "amount": "1"},\n  {\n    "address": "${a.toLowerCase()}",\n    "amount": "2"\n  }\n]`
    const error = thrown(AirdropListError, () => prepareAirdropList(text, 'drop.json', 1))
    expect([error.code, error.line]).toEqual(['duplicate-address', 3])
  })

  test('parameters: an empty list and a bad chain id are refused', () => {
    expect(thrown(AirdropListError, () => prepareAirdropList('address,amount\n', 'x.csv', 1)).code).toBe('empty-list')
    expect(() => prepareAirdropList(`${a},1`, 'x.csv', 0)).toThrow(RangeError)
  })
})

describe('readPreparedAirdrop', () => {
  const good = () => prepareAirdropList(`${a},1\n${b},2\n${c},3\n`, 'drop.csv', 5000)

  test.each([
    ['a list, not a preparation', () => new TextEncoder().encode(`${a},1\n`.repeat(8)), 'not a prepared airdrop'],
    ['another format version', () => Object.assign(good(), { [8]: 9 }), 'version 9'],
    ['a cut file', () => good().subarray(0, HEADER_BYTES + 56), 'cut or damaged'],
    ['a header root that is not the tree root', () => Object.assign(good(), { [40]: 0xff ^ good()[40]! }), "tree's root is not the header's"],
  ])('parameters: %s is refused when opened (prepared_invalid), naming it', (_, bytes, what) => {
    const error = thrown(PreparedAirdropError, () => readPreparedAirdrop(bytesSource(bytes(), 'drop.airdrop')))
    expect(error.code).toBe('prepared_invalid')
    expect(error.message).toMatch(/^drop\.airdrop: /)
    expect(error.message).toContain(what)
  })

  test('behavior: a changed amount is caught at lookup (prepared_corrupt), not served', () => {
    const bytes = good()
    const prepared = readPreparedAirdrop(bytesSource(bytes, 'drop.airdrop'))
    const account = [a, b, c].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()))[0]!
    // The first record's amount (big-endian, last byte) plus one: its leaf no longer leads to the root.
    bytes[HEADER_BYTES + 20 + 31]! += 1
    expect(thrown(PreparedAirdropError, () => prepared.proofOf(account)).code).toBe('prepared_corrupt')
  })
})
