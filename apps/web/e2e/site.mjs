// Pieces of the e2e site, shared by serve.mjs (the suite's server) and the specs that need a site of
// their own (a chain they may stop, RPC overrides of their own): a seeded local chain, and `next start`.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedLocalChain, startLocalChain } from '@stardust/contracts/local-chain'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
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

/**
 * A hardhat node with a real chain id, Multicall3, and the seeded contracts (STAR, staking, sale, an
 * airdrop of development accounts 0-9, then `extraAirdrop`) written under outDir. Returns the node and its deployment
 * (with the airdrop list's path), as STARDUST_DEPLOYMENTS takes it.
 */
export async function startSeededChain({ chainId, port, outDir, saleStartsIn, extraAirdrop }) {
  const chain = await startLocalChain({ chainId, port })
  try {
    await installMulticall3(chain.url)
    const { deployment } = await seedLocalChain({ rpcUrl: chain.url, chainId, outDir, saleStartsIn, extraAirdrop })
    return { chain, deployment: { ...deployment, airdropList: path.join(outDir, `airdrop-${chainId}.airdrop`) } }
  } catch (error) {
    await chain.stop().catch(() => undefined)
    throw error
  }
}

/** Rejects, naming the port, when something already listens there (a leftover server of another run). */
function portFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) => reject(new Error(`port ${port} is taken (${error.code}): a server of another run is still there`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)))
  })
}

/**
 * `next start` of the built site on 127.0.0.1:port with `env` added; resolves once it answers. A taken
 * port fails at once: polling would otherwise find the other server and test it instead.
 */
export async function startNext({ port, env, stdio = 'ignore' }) {
  await portFree(port)
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: appDir,
    stdio,
    env: { ...process.env, ...env },
  })
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
      child.once('exit', () => resolve(undefined))
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    try {
      await fetch(`http://127.0.0.1:${port}/robots.txt`)
      return { child, url: `http://127.0.0.1:${port}`, stop }
    } catch {
      if (Date.now() > deadline) {
        await stop()
        throw new Error('next start did not answer within 60 s')
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}
