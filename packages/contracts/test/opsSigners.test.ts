// stardust-ops as the operator runs it (runOps, on the in-process chain 31337): keys come from files, never the command
// line, nor from a file other users may read; too few signers, or a signer who is not an owner, is refused before
// anything is written; two proposals never write over each other's files.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, expect, test } from 'vitest'
import { runOps } from '../src/ops/cli.js'
import { checksumMatches, type TransactionBuilderBatch } from '../src/ops/txBuilder.js'
import { keys, transport } from './chain.js'
import { deployOperatedStardust } from './safeOps.fixture.js'

let f: Awaited<ReturnType<typeof deployOperatedStardust>>
let recordFile: string
const work = mkdtempSync(path.join(tmpdir(), 'ops-signers-'))
const keyFile = (name: string, ...lines: string[]) => {
  const file = path.join(work, name)
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 })
  return file
}

beforeAll(async () => {
  f = await deployOperatedStardust()
  recordFile = path.join(work, 'deployments.json')
  writeFileSync(recordFile, JSON.stringify(f.record))
}, 120_000)

/** Runs one command; its exit code, what it printed, and the files in its fresh output folder. */
async function ops(...args: string[]) {
  const out = mkdtempSync(path.join(work, 'out-'))
  const printed: string[] = []
  const failed: string[] = []
  const code = await runOps([...args, '--deployments', recordFile, '--out', out], {}, (line) => printed.push(line), (line) => failed.push(line), transport)
  return { code, stdout: printed.join('\n'), stderr: failed.join('\n'), out, files: readdirSync(out).sort() }
}

test('default: the owners whose keys a file holds sign, and the executor in its own file sends it', async () => {
  const owners = keyFile('owners.txt', '# two of the three owners', keys.alice, '', keys.carol)
  const executor = keyFile('executor.txt', keys.dave)
  const run = await ops('accept-ownership', '--sign-with', owners, '--executor-key', executor)
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  expect(run.stdout).toMatch(/executed by 2 owner signatures in block \d+/)
  expect(run.files.map((file) => file.replace(/^accept-ownership-31337-\d+-\d+/, ''))).toEqual(['-schedule.safe-batch.json', '.operation.json'])
})

test('behavior: a key on the command line is refused, and nothing is written', async () => {
  const run = await ops('accept-ownership', '--sign-with', `${keys.alice},${keys.carol}`)
  expect(run.code).toBe(1)
  expect(run.stderr).toBe('refused: --sign-with takes a file, never a key: a command line is visible to every user of the machine; put the key in a file only you can read and name the file')
  expect(run.stderr).not.toContain(keys.alice.slice(2))
  expect(run.files).toEqual([])
})

test('behavior: a key file other users may read is refused, and nothing is written', async () => {
  const shared = keyFile('shared.txt', keys.alice, keys.carol)
  chmodSync(shared, 0o644)
  const run = await ops('accept-ownership', '--sign-with', shared)
  expect(run.code).toBe(1)
  expect(run.stderr).toBe(`refused: --sign-with: other users may read ${shared} (mode 644): a key file must be its owner's alone (chmod 600 ${shared})`)
  expect(run.files).toEqual([])
})

test("behavior: fewer signers than the Safe's threshold are refused in words, and nothing is written", async () => {
  const run = await ops('accept-ownership', '--sign-with', keyFile('one.txt', keys.alice))
  expect(run.code).toBe(1)
  expect(run.stderr).toBe(`refused: the Safe ${f.safe} needs 2 owner signatures (2 of its 3 owners); --sign-with gives 1: nothing was written`)
  expect(run.files).toEqual([])
  // The same key twice is one signer.
  expect((await ops('accept-ownership', '--sign-with', keyFile('twice.txt', keys.alice, keys.alice))).stderr).toContain('--sign-with gives 1')
})

test('behavior: a signer who is not an owner is refused, and nothing is written', async () => {
  const run = await ops('accept-ownership', '--sign-with', keyFile('stranger.txt', keys.alice, keys.dave))
  expect(run.code).toBe(1)
  expect(run.stderr).toMatch(new RegExp(`^refused: 0x[0-9a-fA-F]{40} is not an owner of the Safe ${f.safe}: nothing was written$`))
  expect(run.files).toEqual([])
})

test("behavior: two proposals in one block never write over each other's files", async () => {
  const out = mkdtempSync(path.join(work, 'shared-'))
  const propose = async () => {
    const printed: string[] = []
    expect(await runOps(['accept-ownership', '--deployments', recordFile, '--out', out], {}, (line) => printed.push(line), () => {}, transport)).toBe(0)
    return /Transaction Builder batch: (\S+)/.exec(printed.join('\n'))![1]!
  }
  const [first, second] = [await propose(), await propose()]
  expect(second).not.toBe(first)
  expect(readdirSync(out)).toHaveLength(4)
  for (const file of [first, second]) expect(checksumMatches(JSON.parse(readFileSync(file, 'utf8')) as TransactionBuilderBatch)).toBe(true)
})
