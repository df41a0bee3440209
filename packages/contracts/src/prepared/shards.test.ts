// Published proof shards: written from a preparation, read back the way the claim pages read them.
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { keccak256, toHex, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { AIRDROP_LEAF_ENCODING, airdropFromJSON, buildAirdrop, type AirdropJSON } from '../airdrop.js'
import { PreparedAirdropError, ProofShardError } from '../errors.js'
import { layoutOf } from './format.js'
import { SHARD_MAX_ACCOUNTS, shardOf, type ProofShard, type ProofShardsManifest } from './shardFormat.js'
import { parseProofShardsManifest, proofFromShard, verifyAirdropProof } from './shardReader.js'
import { checkPreparedTree, proofShardFiles, type ShardFile } from './shardWriter.js'

const CHAIN = 5000
/** Enough for 16 shards of about 75 accounts and 10- or 11-node proofs; small enough to stay quick. */
const SIZE = 1200
/** Distinct lowercase accounts spread over every prefix, as real addresses are. */
const accountOf = (i: number) => `0x${keccak256(toHex(`shard-test-${i}`)).slice(-40)}` as Hex
/** Accounts crowded under one prefix (0xa000…), as the claims tests' large list is. */
const crowdedOf = (i: number) => `0xa${(i + 1).toString(16).padStart(39, '0')}` as Hex
const listOf = (size: number, amount = (i: number) => BigInt(i + 1) * 10n ** 15n, account = accountOf) =>
  Array.from({ length: size }, (_, i) => ({ account: account(i), amount: amount(i) }))
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

function published(entries: ReturnType<typeof listOf>) {
  const files = [...proofShardFiles(buildAirdrop(CHAIN, entries).prepared)]
  const byPath = new Map(files.map((f) => [f.path, f]))
  const manifest = JSON.parse(decode(byPath.get('manifest.json')!.bytes)) as ProofShardsManifest
  const parsed = new Map<string, ProofShard>()
  const shard = (path: string) => parsed.get(path) ?? parsed.set(path, JSON.parse(decode(byPath.get(path)!.bytes)) as ProofShard).get(path)!
  /** `account`'s proof as the claim pages get it: its shard from the manifest, then the checked entry. */
  const lookup = (account: string) => {
    const found = shardOf(manifest.shards, account)
    return found && proofFromShard(shard(found.file), account, { chainId: CHAIN, root: manifest.root, prefix: found.prefix })
  }
  return { files, byPath, manifest, shard, lookup }
}

function thrown<T extends Error>(type: new (...args: never[]) => T, run: () => unknown): T {
  try {
    run()
  } catch (error) {
    if (error instanceof type) return error
    throw error
  }
  throw new Error(`expected a ${type.name}`)
}

describe('proofShardFiles', { timeout: 60_000 }, () => {
  const entries = listOf(SIZE)
  const { files, byPath, manifest, lookup } = published(entries)
  const reference = StandardMerkleTree.of(entries.map(({ account, amount }) => [BigInt(CHAIN), account, amount]), [...AIRDROP_LEAF_ENCODING])

  test('default: every account is in the shard its prefix names, with the amount and proof StandardMerkleTree gives', () => {
    expect([manifest.chainId, manifest.root, manifest.count, manifest.total]).toEqual([CHAIN, reference.root, SIZE, entries.reduce((s, e) => s + e.amount, 0n).toString()])
    for (const [i, [, account, amount]] of reference.entries()) expect(lookup(account as string)).toEqual({ amount, proof: reference.getProof(i) })
    const listed = files.filter((f) => f.kind === 'shard').reduce((sum, f) => sum + f.accounts, 0)
    expect(listed).toBe(SIZE)
  })

  test('behavior: the whole list is published with its root, and rebuilds to that root', () => {
    const list = JSON.parse(decode(byPath.get(manifest.list)!.bytes)) as AirdropJSON
    expect(list.entries).toHaveLength(SIZE)
    expect(airdropFromJSON(list).root).toBe(reference.root)
  })

  test('behavior: an account not in the list has no shard or is absent from its shard', () => {
    for (let i = SIZE; i < SIZE + 100; i++) expect(lookup(accountOf(i))).toBeUndefined()
    expect(lookup('0x0000000000000000000000000000000000000001')).toBeUndefined()
  })

  test('behavior: names are the content hash: the same preparation gives the same files; one changed amount changes the root, so every file gets a new name', () => {
    const again = published(entries)
    expect(again.files.map((f) => [f.path, decode(f.bytes)])).toEqual(files.map((f) => [f.path, decode(f.bytes)]))
    const changed = published(listOf(SIZE, (i) => (i === 7 ? 1n : BigInt(i + 1) * 10n ** 15n)))
    const renamed = Object.keys(manifest.shards).filter((prefix) => changed.manifest.shards[prefix] !== manifest.shards[prefix])
    // Every proof changes with the root, and the root is in every shard: all shards get new names.
    expect(renamed).toHaveLength(Object.keys(manifest.shards).length)
    expect(changed.manifest.list).not.toBe(manifest.list)
    for (const path of Object.values(manifest.shards)) expect(path).toMatch(/^shards\/[0-9a-f]{1,6}-[0-9a-f]{16}\.json$/)
  })

  test('behavior: sizes: random accounts get one-character prefixes here, one account a line, under 1 KB an account', () => {
    const shards = files.filter((f) => f.kind === 'shard')
    expect(Object.keys(manifest.shards).every((prefix) => prefix.length === 1)).toBe(true)
    expect(shards).toHaveLength(16)
    for (const f of shards) expect(decode(f.bytes).split('\n').length).toBe(f.accounts + 3)
    // A proof of 1,200 leaves has 10 or 11 nodes of 66 characters.
    const total = shards.reduce((sum, f) => sum + f.bytes.length, 0)
    expect(total / SIZE).toBeGreaterThan(10 * 69)
    expect(total / SIZE).toBeLessThan(1000)
  })

  test('behavior: accounts crowded under one prefix get longer prefixes, at most SHARD_MAX_ACCOUNTS a shard, and are all found', () => {
    const crowded = listOf(SIZE, undefined, crowdedOf)
    const { files: crowdedFiles, manifest: crowdedManifest, lookup: crowdedLookup } = published(crowded)
    const prefixes = Object.keys(crowdedManifest.shards)
    expect(prefixes.length).toBeGreaterThanOrEqual(3)
    for (const f of crowdedFiles.filter((x) => x.kind === 'shard')) expect(f.accounts).toBeLessThanOrEqual(SHARD_MAX_ACCOUNTS)
    // No prefix starts another: an account has one shard or none.
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(b.startsWith(a)).toBe(false)
    for (const { account, amount } of crowded) expect(crowdedLookup(account)?.amount).toBe(amount)
  })

  test('behavior: the manifest comes last and a one-recipient airdrop publishes one shard', () => {
    expect(files.at(-1)!.path).toBe('manifest.json')
    const single = published(listOf(1))
    expect(single.files.map((f: ShardFile) => f.kind)).toEqual(['shard', 'list', 'manifest'])
    expect(single.lookup(accountOf(0))).toEqual({
      amount: 10n ** 15n,
      proof: [],
    })
  })

  test('parameters: a damaged preparation is refused by checkPreparedTree (prepared_corrupt), a list by proofShardFiles (prepared_invalid)', () => {
    const prepared = buildAirdrop(CHAIN, listOf(50)).prepared
    const layout = layoutOf(50)
    // A leaf deep in the tree: the header's root still matches the top, only the full fold finds it.
    prepared[layout.tree + 80 * 32] = prepared[layout.tree + 80 * 32]! ^ 1
    expect(thrown(PreparedAirdropError, () => checkPreparedTree(prepared)).code).toBe('prepared_corrupt')
    expect(() => checkPreparedTree(buildAirdrop(CHAIN, listOf(50)).prepared)).not.toThrow()
    expect(thrown(PreparedAirdropError, () => [...proofShardFiles(new TextEncoder().encode('address,amount\n'))]).code).toBe('prepared_invalid')
  })
})

describe('reading published shards', () => {
  const entries = listOf(40)
  const { manifest, shard } = published(entries)
  const account = entries[3]!.account
  const { file, prefix } = shardOf(manifest.shards, account)!
  const expected = { chainId: CHAIN, root: manifest.root, prefix }
  const otherRoot = buildAirdrop(CHAIN, listOf(41)).root

  test('parameters: a manifest for another root or chain is root_mismatch; a malformed one shard_invalid', () => {
    expect(parseProofShardsManifest(manifest, { chainId: CHAIN, root: manifest.root.toUpperCase().replace('0X', '0x') })).toEqual(manifest)
    expect(thrown(ProofShardError, () => parseProofShardsManifest(manifest, { chainId: CHAIN, root: otherRoot })).code).toBe('root_mismatch')
    expect(thrown(ProofShardError, () => parseProofShardsManifest(manifest, { chainId: 42161, root: manifest.root })).code).toBe('root_mismatch')
    for (const bad of [null, [], { ...manifest, format: 'x' }, { ...manifest, root: '0x12' }, { ...manifest, shards: { zz: 'shards/x.json' } }])
      expect(thrown(ProofShardError, () => parseProofShardsManifest(bad, expected)).code).toBe('shard_invalid')
  })

  test('behavior: a changed proof node or amount is proof_invalid, never returned', () => {
    const good = shard(file)
    const key = account.toLowerCase()
    const entry = good.proofs[key]!
    const flipped = `${entry.proof[0]!.slice(0, -1)}${entry.proof[0]!.endsWith('0') ? '1' : '0'}` as Hex
    const tampered: ProofShard[] = [
      { ...good, proofs: { ...good.proofs, [key]: { ...entry, proof: [flipped, ...entry.proof.slice(1)] } } },
      { ...good, proofs: { ...good.proofs, [key]: { ...entry, amount: (BigInt(entry.amount) + 1n).toString() } } },
      { ...good, proofs: { ...good.proofs, [key]: { ...entry, proof: entry.proof.slice(1) } } },
    ]
    for (const bad of tampered) expect(thrown(ProofShardError, () => proofFromShard(bad, account, expected)).code).toBe('proof_invalid')
  })

  test('parameters: a shard of another root is root_mismatch; of another prefix or malformed, shard_invalid', () => {
    const good = shard(file)
    expect(thrown(ProofShardError, () => proofFromShard(good, account, { ...expected, root: otherRoot })).code).toBe('root_mismatch')
    expect(thrown(ProofShardError, () => proofFromShard({ ...good, prefix: 'g' }, account, expected)).code).toBe('shard_invalid')
    expect(thrown(ProofShardError, () => proofFromShard(good, account, { ...expected, prefix: prefix === 'f' ? 'e' : 'f' })).code).toBe('shard_invalid')
    expect(thrown(ProofShardError, () => proofFromShard({ ...good, proofs: { [account.toLowerCase()]: { amount: 'x', proof: [] } } }, account, expected)).code).toBe('shard_invalid')
    expect(thrown(ProofShardError, () => proofFromShard('{}', account, expected)).code).toBe('shard_invalid')
  })

  test('behavior: verifyAirdropProof is false on anything malformed', () => {
    const { amount, proof } = proofFromShard(shard(file), account, expected)!
    expect(verifyAirdropProof({ chainId: CHAIN, account, amount, proof, root: manifest.root })).toBe(true)
    expect(verifyAirdropProof({ chainId: CHAIN + 1, account, amount, proof, root: manifest.root })).toBe(false)
    expect(verifyAirdropProof({ chainId: CHAIN, account: '0x12', amount, proof, root: manifest.root })).toBe(false)
    expect(verifyAirdropProof({ chainId: CHAIN, account, amount: 0n, proof, root: manifest.root })).toBe(false)
    expect(verifyAirdropProof({ chainId: CHAIN, account, amount, proof: ['0x1234'], root: manifest.root })).toBe(false)
  })
})
