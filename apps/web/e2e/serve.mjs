// The e2e suite's web server: starts the local chains of e2e/chains.ts (hardhat nodes with Mantle's and
// Arbitrum One's chain ids), deploys and seeds each (STAR, staking, sale, and an airdrop listing hardhat
// development accounts 0-9, prepared once as in production), then runs `next start` with STARDUST_DEPLOYMENTS
// pointing at them and at each chain's prepared airdrop.
// Playwright's webServer starts before any global setup, so the chains live here, with the server.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { seedLocalChain, startLocalChain } from '@stardust/contracts/local-chain'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// e2e/chains.ts is TypeScript; these are its values (the test reads that module).
const CHAINS = [
  { chainId: 5000, port: 8650, variable: 'NEXT_PUBLIC_RPC_MANTLE' },
  // The Arbitrum sale opens a day after the start: the purchase spec sees "not started", then moves the clock.
  { chainId: 42161, port: 8651, variable: 'NEXT_PUBLIC_RPC_ARBITRUM', saleStartsIn: 86_400n },
]
const outDir = path.join(appDir, '.data', 'e2e-chains')
rmSync(outDir, { recursive: true, force: true })

const started = []
const require = createRequire(import.meta.url)

// Multicall3 lives at the same address on every real chain, and viem's Mantle and Arbitrum definitions
// batch reads through it: a bare hardhat node has none, so it is installed there (viem ships its
// creation code but does not export it).
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
async function installMulticall3(rpcUrl) {
  const source = readFileSync(path.join(path.dirname(require.resolve('viem/package.json')), '_esm/constants/contracts.js'), 'utf8')
  const bytecode = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1]
  if (!bytecode) throw new Error('viem no longer ships multicall3Bytecode')
  const transport = http(rpcUrl)
  const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 19 })
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const chainId = await client.getChainId()
  const wallet = createWalletClient({ account, transport, chain: { id: chainId, name: 'e2e', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } } })
  const receipt = await client.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi: [], bytecode }) })
  const code = await client.getCode({ address: receipt.contractAddress })
  await client.request({ method: 'hardhat_setCode', params: [MULTICALL3, code] })
}
async function stopAll() {
  await Promise.all(started.map((chain) => chain.stop().catch(() => undefined)))
}

const deployments = {}
try {
  for (const { chainId, port, saleStartsIn } of CHAINS) {
    const chain = await startLocalChain({ chainId, port })
    started.push(chain)
    const dir = path.join(outDir, String(chainId))
    await installMulticall3(chain.url)
    const { deployment } = await seedLocalChain({ rpcUrl: chain.url, chainId, outDir: dir, saleStartsIn })
    deployments[chainId] = { ...deployment, airdropList: path.join(dir, `airdrop-${chainId}.airdrop`) }
  }
} catch (error) {
  console.error(`e2e chains could not start: ${error.message}`)
  await stopAll()
  process.exit(1)
}
mkdirSync(outDir, { recursive: true })
writeFileSync(path.join(outDir, 'deployments.json'), `${JSON.stringify(deployments, null, 2)}\n`)

const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', ...process.argv.slice(2)], {
  cwd: appDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    STARDUST_DEPLOYMENTS: JSON.stringify(deployments),
    // Server code that reads these at run time (not inlined by the build) reaches the same nodes.
    ...Object.fromEntries(CHAINS.map(({ port, variable }) => [variable, `http://127.0.0.1:${port}`])),
  },
})
let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  if (next.exitCode === null && next.signalCode === null) next.kill('SIGTERM')
  await stopAll()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0))
next.once('exit', (code) => void stop(code ?? 0))
