// Claims API at 100,000 recipients (issue 11, Benchmark): start-up (read + validate + build the tree),
// memory for that list, proof lookups per second and p99 through the real handler, cold (first lookup of
// each address: the proof walk) and warm (the cached answer). A hardhat node with chain id 5000 holds the
// contract, so the root check is the real one.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { starClaimAbi, starClaimBytecode, starTokenAbi, starTokenBytecode } from '@stardust/contracts'
import { startLocalChain } from '@stardust/contracts/local-chain'
import { devAccounts } from '@stardust/contracts/node'
import { createPublicClient, createWalletClient, defineChain, getAddress, http } from 'viem'

if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
  console.error('bench: build first (pnpm --filter @stardust/rewards-server build)')
  process.exit(1)
}
const { createClaimsServer, readAirdropList } = await import('../dist/index.js')

const RECIPIENTS = 100_000
const LOOKUPS = 20_000
const CHAIN_ID = 5000
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const addressOf = (i) => `0xa${(i + 1).toString(16).padStart(39, '0')}`
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const dir = mkdtempSync(path.join(tmpdir(), 'claims-bench-'))
const file = path.join(dir, 'airdrop-5000.csv')
writeFileSync(file, `address,amount\n${Array.from({ length: RECIPIENTS }, (_, i) => `${addressOf(i)},${(i % 1000) + 1}000000000000000000`).join('\n')}\n`)

globalThis.gc?.()
const heapBefore = process.memoryUsage().heapUsed
const startedAt = performance.now()
const airdrop = readAirdropList(file, CHAIN_ID)
const startupMs = performance.now() - startedAt
globalThis.gc?.()
const heapAfter = process.memoryUsage().heapUsed

const chain = await startLocalChain({ chainId: CHAIN_ID })
try {
  const definition = defineChain({ id: CHAIN_ID, name: 'bench', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } })
  const transport = http(chain.url)
  const publicClient = createPublicClient({ chain: definition, transport, pollingInterval: 50 })
  const [deployer] = devAccounts(1)
  const wallet = createWalletClient({ account: deployer, chain: definition, transport })
  const mined = async (hash) => publicClient.waitForTransactionReceipt({ hash })
  const now = (await publicClient.getBlock()).timestamp
  const token = getAddress((await mined(await wallet.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [deployer.address, airdrop.total] }))).contractAddress)
  const claim = getAddress(
    (await mined(await wallet.deployContract({ abi: starClaimAbi, bytecode: starClaimBytecode, args: [token, airdrop.root, now + 86_400n, deployer.address] }))).contractAddress,
  )
  const server = createClaimsServer({ airdrops: [{ chainId: CHAIN_ID, contract: claim, airdrop, source: file }], getClient: () => publicClient })
  const verified = await server.verifyAll()
  if (!verified[0]?.ok) throw new Error(`root check failed: ${JSON.stringify(verified)}`)

  const run = async (label, indices) => {
    const times = new Float64Array(indices.length)
    const start = performance.now()
    for (let k = 0; k < indices.length; k++) {
      const t = performance.now()
      const response = await server.handle(new Request(`http://localhost/api/v1/claims/${CHAIN_ID}/${addressOf(indices[k])}`))
      await response.text()
      if (response.status !== 200) throw new Error(`lookup ${indices[k]}: ${response.status}`)
      times[k] = performance.now() - t
    }
    const seconds = (performance.now() - start) / 1000
    const sorted = Array.from(times).sort((a, b) => a - b)
    console.log(`${label.padEnd(28)} ${Math.round(indices.length / seconds).toLocaleString('en-US').padStart(8)} lookups/s   p50 ${percentile(sorted, 50).toFixed(3)} ms   p99 ${percentile(sorted, 99).toFixed(3)} ms`)
  }
  // Spread over the whole list: every lookup is a different address (no cache help).
  const cold = Array.from({ length: LOOKUPS }, (_, k) => (k * 7919) % RECIPIENTS)
  console.log(`claims bench: ${RECIPIENTS.toLocaleString('en-US')} recipients, chain ${CHAIN_ID}, node ${process.version}`)
  console.log(`start-up (read, validate, build tree)  ${(startupMs / 1000).toFixed(1)} s`)
  console.log(`memory for the list (heap)             ${mb(heapAfter - heapBefore)}${globalThis.gc ? '' : ' (run with --expose-gc for an exact figure)'}; process RSS ${mb(process.memoryUsage().rss)}`)
  await run('cold (first lookup each)', cold)
  await run('warm (same addresses again)', cold)
} finally {
  await chain.stop()
  rmSync(dir, { recursive: true, force: true })
}
