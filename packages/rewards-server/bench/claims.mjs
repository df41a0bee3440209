// Claims API at 100,000 and 1,000,000 recipients (issue 21): the list prepared once (stardust-prepare-airdrop's
// code), then served by a fresh process (bench/claimsServe.mjs): start (open + the root check against the real
// contract on a hardhat node), resident memory added, lookups per second and p50/p99, cold (every address
// different) and warm (answers cached). OpenZeppelin's StandardMerkleTree.of at 100,000 in the same run, and
// three prepared lists of 1,000,000 served at once (one lookup per chain, as "your allocation on every network").
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { AIRDROP_LEAF_ENCODING, parseAirdropList, starClaimAbi, starClaimBytecode, starTokenAbi, starTokenBytecode } from '@stardust/contracts'
import { startLocalChain } from '@stardust/contracts/local-chain'
import { devAccounts, prepareAirdropFile } from '@stardust/contracts/node'
import { createPublicClient, createWalletClient, defineChain, getAddress, http } from 'viem'

if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
  console.error('bench: build first (pnpm --filter @stardust/rewards-server build)')
  process.exit(1)
}
const serveScript = fileURLToPath(new URL('./claimsServe.mjs', import.meta.url))
const SIZES = [100_000, 1_000_000]
/** Lists served at once at 1,000,000 (CLAIMS_BENCH_LISTS, default 3: Mantle, Arbitrum One, Ethereum; each is prepared). */
const CHAINS = [5000, 42161, 1].slice(0, Number(process.env.CLAIMS_BENCH_LISTS ?? 3))
const addressOf = (i) => `0xa${(i + 1).toString(16).padStart(39, '0')}`
const s = (ms) => `${(ms / 1000).toFixed(1)} s`

const dir = mkdtempSync(path.join(tmpdir(), 'claims-bench-'))
const chain = await startLocalChain({ chainId: 5000 })
try {
  const definition = defineChain({ id: 5000, name: 'bench', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } })
  const transport = http(chain.url)
  const publicClient = createPublicClient({ chain: definition, transport, pollingInterval: 50 })
  const [deployer] = devAccounts(1)
  const wallet = createWalletClient({ account: deployer, chain: definition, transport })
  const mined = async (hash) => getAddress((await publicClient.waitForTransactionReceipt({ hash })).contractAddress)
  const now = (await publicClient.getBlock()).timestamp
  const token = await mined(await wallet.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [deployer.address, 10n ** 30n] }))
  const deployClaim = (root) => wallet.deployContract({ abi: starClaimAbi, bytecode: starClaimBytecode, args: [token, root, now + 86_400n, deployer.address] }).then(mined)
  const serve = (recipients, lists) =>
    JSON.parse(execFileSync(process.execPath, ['--expose-gc', serveScript, chain.url, String(recipients), ...lists.map((l) => `${l.chainId}=${l.file}=${l.claim}`)], { encoding: 'utf8' }))
  const row = (label, figures) =>
    console.log(
      `${label.padEnd(34)} start ${figures.startMs.toFixed(0).padStart(5)} ms   RSS ${figures.rssBeforeMb.toFixed(0)} MB without, +${figures.rssAddedMb.toFixed(0)} MB started, ${figures.rssAfterLookupsMb.toFixed(0)} MB after the lookups\n` +
        `${''.padEnd(34)} cold ${figures.cold.perSecond.toLocaleString('en-US').padStart(7)}/s p50 ${figures.cold.p50.toFixed(3)} p99 ${figures.cold.p99.toFixed(3)} ms   ` +
        `warm ${figures.warm.perSecond.toLocaleString('en-US').padStart(7)}/s p50 ${figures.warm.p50.toFixed(3)} p99 ${figures.warm.p99.toFixed(3)} ms`,
    )

  console.log(`claims bench: node ${process.version}, load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  for (const recipients of SIZES) {
    const list = path.join(dir, `list-${recipients}.csv`)
    writeFileSync(list, `address,amount\n${Array.from({ length: recipients }, (_, i) => `${addressOf(i)},${(i % 1000) + 1}000000000000000000`).join('\n')}\n`)
    const chainIds = recipients === 1_000_000 ? CHAINS : CHAINS.slice(0, 1)
    const lists = []
    for (const chainId of chainIds) {
      const file = path.join(dir, `airdrop-${chainId}-${recipients}.airdrop`)
      const prepared = prepareAirdropFile({ list, chainId, out: file })
      const { check, build, write } = prepared.ms
      if (chainId === chainIds[0])
        console.log(
          `\n${recipients.toLocaleString('en-US')} recipients: prepare ${s(check + build + write)} (read and check ${s(check)}, tree ${s(build)}, write ${s(write)}), file ${(prepared.bytes / 2 ** 20).toFixed(0)} MB`,
        )
      lists.push({ chainId, file, claim: await deployClaim(prepared.root), root: prepared.root })
    }
    if (recipients === 100_000) {
      const entries = parseAirdropList(readFileSync(list, 'utf8'), list)
      const started = performance.now()
      const tree = StandardMerkleTree.of(entries.map((e) => [5000n, e.account, e.amount]), [...AIRDROP_LEAF_ENCODING])
      console.log(`OpenZeppelin StandardMerkleTree.of   ${s(performance.now() - started)} (same root: ${tree.root === lists[0].root})`)
    }
    row('one list, served', serve(recipients, lists.slice(0, 1)))
    if (lists.length > 1) row(`${lists.length} lists (one lookup per chain)`, serve(recipients, lists))
  }
} finally {
  await chain.stop()
  rmSync(dir, { recursive: true, force: true })
}
