// scripts/deploy.mjs, the public-chain deploy, run as an operator would against two nodes with different chain ids
// (Mantle's and Arbitrum's): CREATE2 gives the same addresses on both, a second run sends nothing, a dry run sends
// nothing, and the deployments record it writes is what the site reads and what `stardust-ops verify` checks.
import { execFile, spawn } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createPublicClient, createWalletClient, http, parseEther, type Address, type Hex, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { create2Address } from '../src/deploy/deterministicDeployer.js'
import type { RecordEntry } from '../src/deploy/record.js'
import { starClaimAbi } from '../src/generated/StarClaim.js'
import { starSaleAbi } from '../src/generated/StarSale.js'
import { starTokenAbi } from '../src/generated/StarToken.js'
import type { ExplorerContract } from '../src/node/explorerInput.js'
import { loadDeployments } from '../src/node/loadDeployments.js'
import { openPreparedAirdrop } from '../src/node/preparedAirdropFile.js'
import { startLocalChain, type LocalChain } from '../src/node/startLocalChain.js'
import { collectSignatures, execTransactionArgs, safeAbi, safeTxHash } from '../src/ops/safe.js'
import { checksumMatches, type TransactionBuilderBatch } from '../src/ops/txBuilder.js'
import { compiledContracts, expectedRuntime, type SolcOutput } from '../src/ops/verify.js'
import { accounts, keys } from './chain.js'
import { deploySafe, safeOwners } from './safe.js'

const run = promisify(execFile)
const script = fileURLToPath(new URL('../scripts/deploy.mjs', import.meta.url))
const ops = fileURLToPath(new URL('../bin/stardust-ops.mjs', import.meta.url))
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
let mantle: LocalChain
let arbitrum: LocalChain
let dir: string
let record: string
let safe: Address
let deployerKeyFile: string

beforeAll(async () => {
  ;[mantle, arbitrum] = await Promise.all([startLocalChain({ chainId: 5000 }), startLocalChain({ chainId: 42161 })])
  dir = mkdtempSync(path.join(tmpdir(), 'deploy-'))
  record = path.join(dir, 'deployments.json')
  copyFileSync(path.join(fixtures, 'airdrop-list.csv'), path.join(dir, 'airdrop-list.csv'))
  // A real 2-of-3 Safe on each chain (the same address: same sender, same nonce), named as the plans' owner.
  const safes = await Promise.all(
    [mantle, arbitrum].map((chain) =>
      deploySafe(safeOwners.map((a) => a.address), 2n, {
        wallet: createWalletClient({ account: accounts.dave, transport: http(chain.url) }),
        client: createPublicClient({ transport: http(chain.url) }) as PublicClient,
      }),
    ),
  )
  expect(safes[1]).toBe(safes[0])
  safe = safes[0]!
  // The deployer's key in a file only its owner reads, as an operator keeps it (never on a command line).
  deployerKeyFile = path.join(dir, 'deployer.key')
  writeFileSync(deployerKeyFile, `${keys.deployer}\n`, { mode: 0o600 })
  for (const file of ['deploy-plan.json', 'deploy-plan-arbitrum.json']) {
    const plan = JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, unknown>
    writeFileSync(path.join(dir, file), JSON.stringify({ ...plan, owner: safe }))
  }
}, 60_000)
afterAll(async () => {
  await Promise.all([mantle?.stop(), arbitrum?.stop()])
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const deploy = (chain: LocalChain, plan: string, args: string[] = [], env: Record<string, string> = {}) =>
  run(process.execPath, [script, path.join(dir, plan), '--record', record, ...args], {
    env: { ...process.env, STARDUST_DEPLOY_RPC_URL: chain.url, STARDUST_DEPLOYER_KEY: '', STARDUST_DEPLOYER_KEY_FILE: deployerKeyFile, ...env },
  })
const blockOf = (chain: LocalChain) => createPublicClient({ transport: http(chain.url) }).getBlockNumber()
const stardustOps = (chain: LocalChain, ...args: string[]) => run(process.execPath, [ops, ...args, '--rpc', chain.url, '--deployments', record, '--out', dir])
/** The owners sign the batch's Safe transaction in their own wallets and one of them executes it, as on a public chain. */
async function signAndExecute(chain: LocalChain, stdout: string) {
  const [, chainId, nonce, hash] = /on chain (\d+), nonce (\d+): Safe transaction hash (0x[0-9a-f]{64})/.exec(stdout)!
  const batch = JSON.parse(readFileSync(/Transaction Builder batch: (\S+)/.exec(stdout)![1]!, 'utf8')) as { transactions: { to: Address; value: string; data: Hex }[] }
  const [call] = batch.transactions
  const tx = { to: call!.to, value: BigInt(call!.value), data: call!.data, nonce: BigInt(nonce!) }
  // What the signers' wallets show is the hash the command printed.
  expect(safeTxHash(Number(chainId), safe, tx)).toBe(hash)
  const signatures = await collectSignatures(Number(chainId), safe, tx, [accounts.alice, accounts.carol])
  const wallet = createWalletClient({ account: accounts.dave, transport: http(chain.url) })
  const sent = await wallet.writeContract({ address: safe, abi: safeAbi, functionName: 'execTransaction', args: execTransactionArgs(tx, signatures), chain: null })
  expect((await createPublicClient({ transport: http(chain.url) }).waitForTransactionReceipt({ hash: sent })).status).toBe('success')
}
const failure = async (promise: Promise<unknown>) => (await promise.then(() => undefined, (e: unknown) => e)) as { code: number; stderr: string; stdout: string }

/** solc's standard JSON output for `input`, from the workspace's solc-js, run in an empty folder. */
function solcStandardJson(input: string): Promise<string> {
  const empty = mkdtempSync(path.join(tmpdir(), 'solc-'))
  const child = spawn(process.execPath, [fileURLToPath(new URL('../scripts/solc-js.mjs', import.meta.url)), '--standard-json'], { cwd: empty, stdio: ['pipe', 'pipe', 'inherit'] })
  const chunks: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
  child.stdin.end(input)
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      rmSync(empty, { recursive: true, force: true })
      if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'))
      else reject(new Error(`solc-js exited with ${code}`))
    }),
  )
}

// Each step runs the script in its own node process (seconds each on a loaded machine).
describe('scripts/deploy.mjs', { timeout: 180_000 }, () => {
  test('a dry run prints every transaction and its gas, and sends nothing', async () => {
    const block = await blockOf(mantle) // the Safe's three
    const { stderr } = await deploy(mantle, 'deploy-plan.json', ['--dry-run'])
    expect(stderr).toContain('would send  create the deterministic deployer 0x4e59b44847b379578588920ca78fbf26c0b4956c')
    for (const step of ['create StarTimelock at', 'create StarToken at', 'create StarStaking at', 'create StarSale at', 'create StarClaim at', 'notifyRewardAmount', 'offer StarSale to the timelock'])
      expect(stderr).toMatch(new RegExp(`would send  ${step}.*: gas [\\d,]+`))
    expect(stderr).toMatch(/would send 15 transactions, [\d,]+ gas in all .*; nothing was sent/)
    expect(await blockOf(mantle)).toBe(block)
    expect(existsSync(record)).toBe(false)
  })

  test('the same plan gives the same addresses on two chains; the record holds what the site reads', async () => {
    const [m, a] = [await deploy(mantle, 'deploy-plan.json'), await deploy(arbitrum, 'deploy-plan-arbitrum.json')]
    const onMantle = (JSON.parse(m.stdout) as Record<string, RecordEntry>)['5000']!
    const onArbitrum = (JSON.parse(a.stdout) as Record<string, RecordEntry>)['42161']!
    for (const key of ['token', 'staking', 'sale'] as const) expect(onArbitrum[key]).toBe(onMantle[key])
    expect(onArbitrum.record.timelock).toEqual(onMantle.record.timelock)
    // The airdrop's root binds the chain id (a list cannot be claimed twice), so each chain's StarClaim differs.
    expect(onArbitrum.claim).not.toBe(onMantle.claim)
    expect(onArbitrum.record.airdrop!.root).not.toBe(onMantle.record.airdrop!.root)

    const { deployments, file } = loadDeployments({ env: { STARDUST_DEPLOYMENTS_FILE: record } })
    expect(file).toBe(record)
    expect(deployments[5000]).toMatchObject({ token: onMantle.token, staking: onMantle.staking, sale: onMantle.sale, claim: onMantle.claim, airdropList: 'airdrop-5000.airdrop' })
    expect(deployments[42161]?.claim).toBe(onArbitrum.claim)
    const entry = (JSON.parse(readFileSync(record, 'utf8')) as Record<string, RecordEntry>)['5000']!
    expect(entry.deployBlock).toBeGreaterThan(0)
    expect(entry.record.compiler).toEqual({ solc: '0.8.28+commit.7893614a.Emscripten.clang', optimizer: { enabled: true, runs: 10000 }, viaIR: true, evmVersion: 'cancun' })
    expect(entry.record.contracts.sale!.constructorArgs).toEqual([onMantle.token, entry.record.deployer, parseEther('0.5').toString(), '1767225600', '4070908800', parseEther('1000000').toString(), parseEther('5000').toString()])
    expect(entry.record.contracts.token!.transaction).toMatch(/^0x[0-9a-f]{64}$/)
    expect(entry.record.airdrop).toMatchObject({ count: 2, total: parseEther('3500').toString(), preparation: 'airdrop-5000.airdrop' })

    const client = createPublicClient({ transport: http(mantle.url) })
    expect(await client.readContract({ address: onMantle.token, abi: starTokenAbi, functionName: 'pendingOwner' })).toBe(onMantle.record.timelock!.address)
    expect(await client.readContract({ address: onMantle.sale!, abi: starSaleAbi, functionName: 'price' })).toBe(parseEther('0.5'))
    const prepared = openPreparedAirdrop(path.join(dir, 'airdrop-5000.airdrop'))
    expect(await client.readContract({ address: onMantle.claim!, abi: starClaimAbi, functionName: 'merkleRoot' })).toBe(prepared.root)
    expect(await client.readContract({ address: onMantle.token, abi: starTokenAbi, functionName: 'balanceOf', args: [onMantle.claim!] })).toBe(prepared.total)
    prepared.close()
  })

  test("the deploy writes the explorer input: its standard JSON input compiles with solc to the chain's code", { timeout: 900_000 }, async () => {
    const folder = path.join(dir, 'verification', '5000')
    const entry = (JSON.parse(readFileSync(record, 'utf8')) as Record<string, RecordEntry>)['5000']!
    const input = readFileSync(path.join(folder, 'standard-input.json'), 'utf8')
    const contracts = JSON.parse(readFileSync(path.join(folder, 'contracts.json'), 'utf8')) as ExplorerContract[]
    expect(contracts.map((c) => c.name).sort()).toEqual(['StarClaim', 'StarSale', 'StarStaking', 'StarTimelock', 'StarToken'])
    // solc-js 0.8.28 in its own process (minutes of compile would stall this one), in an empty folder: an explorer
    // has only this file, so it must hold every source.
    const output = JSON.parse(await solcStandardJson(input)) as SolcOutput & { contracts: Record<string, Record<string, { metadata: string }>> }
    const compiled = compiledContracts(output, '0.8.28')
    const client = createPublicClient({ transport: http(mantle.url) })
    for (const contract of contracts) {
      const [key] = Object.entries(entry.record.contracts).find(([, c]) => c?.address === contract.address)!
      const built = compiled.contracts[contract.name]!
      // The runtime code with its immutables filled from the record is, byte for byte, the code on the chain.
      expect(expectedRuntime(entry, key, built)).toEqual({ code: (await client.getCode({ address: contract.address }))!.toLowerCase(), missing: [] })
      // The creation code and the constructor arguments as the explorer is given them create the recorded address.
      expect(create2Address(entry.record.salt, `${built.creation}${contract.constructorArguments.slice(2)}`)).toBe(contract.address)
      // Sourcify's full match: solc's metadata of this compile is the one written, whose hash ends the runtime code.
      const [file, name] = contract.fullyQualifiedName.split(':') as [string, string]
      expect(output.contracts[file]![name]!.metadata).toBe(readFileSync(path.join(folder, `${contract.name}.metadata.json`), 'utf8'))
      expect(contract.compilerVersion).toBe('v0.8.28+commit.7893614a')
    }
  })

  test('a second run of the same plan changes nothing and says so', async () => {
    const block = await blockOf(mantle)
    const before = readFileSync(record, 'utf8')
    const { stderr } = await deploy(mantle, 'deploy-plan.json')
    expect(stderr).toContain('nothing to do: all 15 steps are already on chain 5000; nothing was sent')
    expect(stderr).toContain(`${record}: chain 5000 unchanged`)
    expect(stderr).not.toContain('sent ')
    expect(await blockOf(mantle)).toBe(block)
    expect(readFileSync(record, 'utf8')).toBe(before)
  })

  test('stardust-ops verify: every address and immutable is the record\'s, the code the build\'s; another address fails', async () => {
    const { stdout } = await run(process.execPath, [ops, 'verify', '--build', '--rpc', mantle.url, '--deployments', record])
    expect(stdout.split('\n').filter((line) => line.startsWith('ok '))).toHaveLength(5)
    expect(stdout).toMatch(/ok +StarClaim +0x[0-9a-fA-F]{40}: created by the recorded init code and salt; runtime code is the build's with its 11 immutables from the record/)
    const entries = JSON.parse(readFileSync(record, 'utf8')) as Record<string, RecordEntry>
    entries['5000']!.record.contracts.token!.address = entries['5000']!.sale!
    const tampered = path.join(dir, 'tampered.json')
    writeFileSync(tampered, JSON.stringify(entries))
    const error = await failure(run(process.execPath, [ops, 'verify', '--build', '--rpc', mantle.url, '--deployments', tampered]))
    expect(error.code).toBe(1)
    const { token, sale } = entries['5000']!
    expect(error.stdout).toMatch(
      new RegExp(`FAILED  StarToken     ${sale}: the recorded init code and salt create ${token}, not ${sale}; the site reads token ${token}, not the recorded ${sale}; runtime code is \\d+ bytes, the build's \\d+\n`),
    )
  })

  test('stardust-ops on the node: the Safe accepts ownership (schedule, refused before the delay, then execute), its owners signing outside', async () => {
    const entry = (JSON.parse(readFileSync(record, 'utf8')) as Record<string, RecordEntry>)['5000']!
    // Chain 5000 is Mantle's id: no key signs through this command there, even on a node at 127.0.0.1.
    const keyFile = path.join(dir, 'owners.txt')
    writeFileSync(keyFile, `${keys.alice}\n${keys.carol}\n`, { mode: 0o600 })
    const local = await failure(stardustOps(mantle, 'accept-ownership', '--sign-with', keyFile))
    expect(local.stderr.trim()).toBe('refused: --sign-with is for local chains only (chain id 31337 or 1337); this is chain 5000: there the owners sign in their own wallets')
    const scheduled = await stardustOps(mantle, 'accept-ownership')
    expect(scheduled.stdout).toMatch(/Safe 0x[0-9a-fA-F]{40} on chain 5000, nonce 0: Safe transaction hash 0x[0-9a-f]{64}/)
    await signAndExecute(mantle, scheduled.stdout)
    const operation = /stardust-ops execute --operation (\S+)/.exec(scheduled.stdout)![1]!
    const early = await failure(stardustOps(mantle, 'execute', '--operation', operation))
    expect(early.stderr).toMatch(/^refused: the timelock's delay runs until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/)
    const client = createPublicClient({ transport: http(mantle.url) })
    await client.request({ method: 'evm_increaseTime' as never, params: [172_800] as never })
    await client.request({ method: 'evm_mine' as never })
    const executed = await stardustOps(mantle, 'execute', '--operation', operation)
    expect(executed.stdout).toContain('execute: accept ownership of 3 contract(s)')
    await signAndExecute(mantle, executed.stdout)
    expect(await client.readContract({ address: entry.token, abi: starTokenAbi, functionName: 'owner' })).toBe(entry.record.timelock!.address)
  })

  test('stardust-ops refuses in words what the contracts would refuse, and writes the batch the Safe app imports', async () => {
    const sweep = await failure(stardustOps(mantle, 'sweep-airdrop'))
    expect(sweep.code).toBe(1)
    expect(sweep.stderr.trim()).toBe('refused: the claim window is open until 2099-01-01 00:00:00 UTC')
    const unsold = await failure(stardustOps(mantle, 'withdraw-unsold'))
    expect(unsold.stderr.trim()).toBe('refused: the sale is open until 2099-01-01 00:00:00 UTC: unsold STAR can leave only after it ends')
    const { stdout } = await stardustOps(mantle, 'fund-rewards', '--amount', '250000')
    expect(stdout).toContain('StarStaking: fund a reward period of 250000 STAR')
    const batchFile = /Transaction Builder batch: (\S+)/.exec(stdout)![1]!
    const batch = JSON.parse(readFileSync(batchFile, 'utf8')) as { version: string; chainId: string; meta: { createdFromSafeAddress: string }; transactions: { to: string; value: string; data: string }[] }
    const entry = (JSON.parse(readFileSync(record, 'utf8')) as Record<string, RecordEntry>)['5000']!
    expect(batch).toMatchObject({ version: '1.0', chainId: '5000', meta: { createdFromSafeAddress: safe } })
    expect(batch.transactions).toHaveLength(1)
    expect(batch.transactions[0]).toMatchObject({ to: entry.record.timelock!.address, value: '0' })
    expect(batch.transactions[0]!.data.slice(0, 10)).toBe('0x8f2a0bb0') // scheduleBatch(address[],uint256[],bytes[],bytes32,bytes32,uint256)
  })

  test("behavior: four operators propose the same task at once, in the same block: four sets of files, none written over", async () => {
    const shared = mkdtempSync(path.join(dir, 'concurrent-'))
    // Four processes: each reads the same block and Safe nonce, so each names its files the same way first.
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => run(process.execPath, [ops, 'fund-rewards', '--amount', '1', '--rpc', mantle.url, '--deployments', record, '--out', shared])),
    )
    const written = runs.map(({ stdout }) => ({
      batch: /Transaction Builder batch: (\S+)/.exec(stdout)![1]!,
      operation: /stardust-ops execute --operation (\S+)/.exec(stdout)![1]!,
      nonce: /, nonce (\d+):/.exec(stdout)![1]!,
    }))
    expect(new Set(written.map((w) => w.nonce)).size).toBe(1)
    expect(new Set(written.map((w) => w.batch)).size).toBe(4)
    expect(new Set(written.map((w) => w.operation)).size).toBe(4)
    expect(readdirSync(shared)).toHaveLength(8)
    for (const { batch, operation } of written) {
      // Each process's pair shares one name: no batch beside another process's operation file.
      expect(batch.replace(/-schedule\.safe-batch\.json$/, '')).toBe(operation.replace(/\.operation\.json$/, ''))
      expect(checksumMatches(JSON.parse(readFileSync(batch, 'utf8')) as TransactionBuilderBatch)).toBe(true)
    }
  })

  test('behavior: a plan for another chain is refused before anything is sent', async () => {
    const error = await failure(deploy(mantle, 'deploy-plan-arbitrum.json'))
    expect(error.code).toBe(1)
    expect(error.stderr).toContain('chainId 42161 but')
    expect(error.stderr).toContain('is chain 5000 (refusing to deploy to the wrong chain)')
  })

  test('behavior: a bad list row is refused by file and line before anything is sent', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'deploy-bad-'))
    onTestFinished(() => rmSync(bad, { recursive: true, force: true }))
    copyFileSync(path.join(fixtures, 'deploy-plan.json'), path.join(bad, 'deploy-plan.json'))
    const [header, first] = readFileSync(path.join(fixtures, 'airdrop-list.csv'), 'utf8').split('\n')
    writeFileSync(path.join(bad, 'airdrop-list.csv'), `${header}\n${first}\n${first!.toLowerCase()}\n`)
    const error = await failure(run(process.execPath, [script, path.join(bad, 'deploy-plan.json'), '--record', record], { env: { ...process.env, STARDUST_DEPLOY_RPC_URL: mantle.url, STARDUST_DEPLOYER_KEY_FILE: deployerKeyFile } }))
    expect(error.code).toBe(1)
    expect(error.stderr).toContain('airdrop-list.csv:3: ')
    expect(error.stderr).toContain('already entry 1')
    expect(existsSync(path.join(bad, 'airdrop-5000.airdrop'))).toBe(false)
  })

  test('parameters: a missing, unreadable or shared key file is refused, and a key in a variable is refused unread', async () => {
    const error = await failure(deploy(mantle, 'deploy-plan.json', [], { STARDUST_DEPLOYER_KEY_FILE: '' }))
    expect(error.code).toBe(1)
    expect(error.stderr.trim()).toBe("deploy: STARDUST_DEPLOYER_KEY_FILE is not set: it names the file holding the deployer's private key")
    const unreadable = await failure(deploy(mantle, 'deploy-plan.json', [], { STARDUST_DEPLOYER_KEY_FILE: path.join(dir, 'no-such.key') }))
    expect(unreadable.stderr.trim()).toBe(`deploy: STARDUST_DEPLOYER_KEY_FILE: ${path.join(dir, 'no-such.key')} cannot be read`)
    const block = await blockOf(mantle)
    const inVariable = await failure(deploy(mantle, 'deploy-plan.json', [], { STARDUST_DEPLOYER_KEY: keys.deployer }))
    expect(inVariable.code).toBe(1)
    expect(inVariable.stderr.trim()).toBe(
      'deploy: STARDUST_DEPLOYER_KEY is not read: a key typed on a command line stays in the shell history. Put the key in a file only you can read and set STARDUST_DEPLOYER_KEY_FILE to it',
    )
    expect(inVariable.stderr).not.toContain(keys.deployer.slice(2))
    const open = path.join(dir, 'open.key')
    writeFileSync(open, `${keys.deployer}\n`)
    chmodSync(open, 0o644)
    const readable = await failure(deploy(mantle, 'deploy-plan.json', [], { STARDUST_DEPLOYER_KEY_FILE: open }))
    expect(readable.stderr.trim()).toBe(`deploy: STARDUST_DEPLOYER_KEY_FILE: other users may read ${open} (mode 644): a key file must be its owner's alone (chmod 600 ${open})`)
    expect(await blockOf(mantle)).toBe(block)
  })
})
