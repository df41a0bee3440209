import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { prepareAirdropFile } from '@stardust/contracts/node'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ClaimsConfigError } from './errors.js'
import { loadClaimAirdrops, readAirdropList } from './loadClaimAirdrops.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
const CLAIM = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'claims-list-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, text: string): string {
  writeFileSync(path.join(dir, name), text)
  return name
}

function failure(run: () => unknown): ClaimsConfigError {
  try {
    run()
  } catch (error) {
    if (error instanceof ClaimsConfigError) return error
    throw error
  }
  throw new Error('expected a ClaimsConfigError')
}

test('default: JSON and CSV lists load per chain, relative to the deployments folder', () => {
  const json = file('airdrop-5000.json', JSON.stringify([{ address: A, amount: '1000' }, { address: B, amount: '5' }]))
  const csv = file('airdrop-42161.csv', `address,amount\n${A},7\n\n${B.toLowerCase()},8\n`)
  const loaded = loadClaimAirdrops({
    deployments: { 5000: { chainId: 5000, token: TOKEN, claim: CLAIM, airdropList: json }, 42161: { chainId: 42161, token: TOKEN, claim: CLAIM, airdropList: csv } },
    baseDir: dir,
  })
  expect(loaded.map((l) => [l.chainId, l.airdrop.total, l.source])).toEqual([
    [5000, 1005n, path.join(dir, json)],
    [42161, 15n, path.join(dir, csv)],
  ])
  expect(loaded[1]!.airdrop.proofOf(B)?.amount).toBe(8n)
  // The same accounts on two chains give two roots: the leaf carries the chain id.
  expect(readAirdropList(path.join(dir, json), 1).root).not.toBe(loaded[0]!.airdrop.root)
})

test('behavior: a chain without a claim contract has no airdrop', () => {
  expect(loadClaimAirdrops({ deployments: { 5000: { chainId: 5000, token: TOKEN } }, baseDir: dir })).toEqual([])
})

test.each([
  ['a bad address', `address,amount\n${A},1\n0x1234,2\n`, 'airdrop.csv:3', 'not an address'],
  ['a bad checksum', `${A},1\n${B.replace('C', 'c')},2\n`, 'airdrop.csv:2', 'checksum'],
  ['a duplicate address in another case', `${A},1\n${B},2\n${A.toLowerCase()},3\n`, 'airdrop.csv:3', 'already entry 1'],
  ['a zero amount', `${A},1\n${B},0\n`, 'airdrop.csv:2', 'above 0'],
])('behavior: %s stops the start naming the file and line', (_, text, where, what) => {
  const name = file('airdrop.csv', text)
  const error = failure(() => loadClaimAirdrops({ deployments: { 5000: { chainId: 5000, token: TOKEN, claim: CLAIM, airdropList: name } }, baseDir: dir }))
  expect(error.code).toBe('airdrop_list_invalid')
  expect(error.message).toContain(path.join(dir, where))
  expect(error.message).toContain(what)
})

test('behavior: a duplicate in a JSON list names its line', () => {
  const name = file('airdrop.json', `[\n  {"address": "${A}", "amount": "1"},\n  {"address": "${A}", "amount": "2"}\n]\n`)
  expect(failure(() => readAirdropList(path.join(dir, name), 5000)).message).toContain('airdrop.json:3')
})

test('behavior: a claim contract without a list, or an unreadable list, stops the start naming it', () => {
  const missing = failure(() => loadClaimAirdrops({ deployments: { 5000: { chainId: 5000, token: TOKEN, claim: CLAIM } }, baseDir: dir }))
  expect(missing.code).toBe('airdrop_list_missing')
  expect(missing.message).toContain('chain 5000')
  const unreadable = failure(() =>
    loadClaimAirdrops({ deployments: { 5000: { chainId: 5000, token: TOKEN, claim: CLAIM, airdropList: 'nope.json' } }, baseDir: dir }),
  )
  expect(unreadable.code).toBe('airdrop_list_unreadable')
  expect(unreadable.message).toContain(path.join(dir, 'nope.json'))
})

describe('prepared airdrops', () => {
  const prepare = (chainId: number) => {
    const list = file('airdrop.csv', `address,amount\n${A},1000\n${B},5\n`)
    return prepareAirdropFile({ list: path.join(dir, list), chainId, out: path.join(dir, `airdrop-${chainId}.airdrop`) })
  }
  const deployments = (airdropList: string) => ({ 5000: { chainId: 5000, token: TOKEN, claim: CLAIM, airdropList } })

  test('default: a preparation is served in place and answers like its list', () => {
    const { root } = prepare(5000)
    const [loaded] = loadClaimAirdrops({ deployments: deployments('airdrop-5000.airdrop'), baseDir: dir })
    expect([loaded!.airdrop.root, loaded!.airdrop.total, loaded!.airdrop.count]).toEqual([root, 1005n, 2])
    expect(loaded!.airdrop.proofOf(B)).toEqual(readAirdropList(path.join(dir, 'airdrop.csv'), 5000).proofOf(B))
    expect(loaded!.airdrop.proofOf(CLAIM)).toBeUndefined()
  })

  test('behavior: a preparation for another chain stops the start naming both chains', () => {
    prepare(42161)
    const error = failure(() => loadClaimAirdrops({ deployments: deployments('airdrop-42161.airdrop'), baseDir: dir }))
    expect(error.code).toBe('airdrop_list_invalid')
    expect(error.message).toContain(path.join(dir, 'airdrop-42161.airdrop'))
    expect(error.message).toContain('prepared for chain 42161')
    expect(error.message).toContain('--chain-id 5000')
  })

  test('behavior: a cut preparation stops the start naming the file', () => {
    prepare(5000)
    const bytes = readFileSync(path.join(dir, 'airdrop-5000.airdrop'))
    writeFileSync(path.join(dir, 'cut.airdrop'), bytes.subarray(0, bytes.length - 32))
    const error = failure(() => loadClaimAirdrops({ deployments: deployments('cut.airdrop'), baseDir: dir }))
    expect(error.code).toBe('airdrop_list_invalid')
    expect(error.message).toContain(path.join(dir, 'cut.airdrop'))
    expect(error.message).toContain('cut or damaged')
  })
})
