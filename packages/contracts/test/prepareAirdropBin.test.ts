// bin/prepare-airdrop.mjs (stardust-prepare-airdrop), run as an operator would.
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, test } from 'vitest'
import { buildAirdrop, parseAirdropList } from '../src/airdrop.js'
import { openPreparedAirdrop } from '../src/node/preparedAirdropFile.js'
import { shardOf, type ProofShardsManifest } from '../src/prepared/shardFormat.js'
import { proofFromShard } from '../src/prepared/shardReader.js'

const run = promisify(execFile)
const bin = fileURLToPath(new URL('../bin/prepare-airdrop.mjs', import.meta.url))
const fixture = fileURLToPath(new URL('./fixtures/airdrop-list.csv', import.meta.url))
const dir = mkdtempSync(path.join(tmpdir(), 'prepare-bin-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const failure = async (args: string[]) => (await run(process.execPath, [bin, ...args]).catch((e: unknown) => e)) as { code: number; stderr: string }

describe('stardust-prepare-airdrop', { timeout: 60_000 }, () => {
  test('default: writes airdrop-<chainId>.airdrop beside the list and prints its figures', async () => {
    const list = path.join(dir, 'list.csv')
    copyFileSync(fixture, list)
    const { stdout } = await run(process.execPath, [bin, list, '--chain-id', '5000'])
    const expected = buildAirdrop(5000, parseAirdropList(readFileSync(fixture, 'utf8'), 'list.csv'))
    expect(stdout).toContain(`root        ${expected.root}`)
    expect(stdout).toMatch(/recipients {2}2 on chain 5000/)
    expect(stdout).toMatch(/time {8}\d+\.\d s \(read and check/)
    const prepared = openPreparedAirdrop(path.join(dir, 'airdrop-5000.airdrop'))
    expect([prepared.root, prepared.total]).toEqual([expected.root, expected.total])
    prepared.close()
  })

  test('behavior: a duplicate address stops it naming the file and line, and writes nothing', async () => {
    const list = path.join(dir, 'bad.csv')
    writeFileSync(list, 'address,amount\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8,1\n0x70997970c51812dc3a010c7d01b50e0d17dc79c8,2\n')
    const error = await failure([list, '--chain-id', '5000', '--out', path.join(dir, 'bad.airdrop')])
    expect(error.code).toBe(1)
    expect(error.stderr).toContain(`${list}:3: `)
    expect(error.stderr).toContain('already entry 1')
    expect(existsSync(path.join(dir, 'bad.airdrop'))).toBe(false)
  })

  test('behavior: --shards also publishes every proof; a preparation made before can be published alone', async () => {
    const list = path.join(dir, 'shards.csv')
    copyFileSync(fixture, list)
    const published = path.join(dir, 'published')
    const { stdout } = await run(process.execPath, [bin, list, '--chain-id', '5000', '--shards', published])
    expect(stdout).toContain(`published ${path.join(published, '5000')}`)
    const manifest = JSON.parse(readFileSync(path.join(published, '5000', 'manifest.json'), 'utf8')) as ProofShardsManifest
    const expected = buildAirdrop(5000, parseAirdropList(readFileSync(fixture, 'utf8'), 'list.csv'))
    expect([manifest.root, manifest.count]).toEqual([expected.root, 2])
    for (const { account, amount } of expected.entries) {
      const { file, prefix } = shardOf(manifest.shards, account)!
      const shard = JSON.parse(readFileSync(path.join(published, '5000', file), 'utf8')) as unknown
      expect(proofFromShard(shard, account, { chainId: 5000, root: expected.root, prefix })).toEqual({ amount, proof: expected.proofOf(account)!.proof })
    }
    // Again from the preparation alone, into another folder: the same files, byte for byte.
    const again = path.join(dir, 'again')
    await run(process.execPath, [bin, path.join(dir, 'airdrop-5000.airdrop'), '--shards', again])
    const names = (folder: string) => readdirSync(path.join(folder, '5000', 'shards')).sort()
    expect(names(again)).toEqual(names(published))
    expect(readFileSync(path.join(again, '5000', 'manifest.json'), 'utf8')).toBe(readFileSync(path.join(published, '5000', 'manifest.json'), 'utf8'))
  })

  test('parameters: a missing or bad --chain-id is refused with the usage', async () => {
    expect((await failure([fixture])).stderr).toContain('usage: stardust-prepare-airdrop')
    expect((await failure([fixture, '--chain-id', '0x10'])).stderr).toContain('--chain-id must be a positive whole number')
  })
})
