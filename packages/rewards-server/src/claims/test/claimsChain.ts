// A real chain for the claims tests: a hardhat node with Mantle's chain id (5000), STAR and a funded
// StarClaim deployed by deployStardust, and viem clients that send real transactions.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deployStardust, starClaimAbi, starClaimBytecode, starTokenAbi, starTokenBytecode, type AirdropEntry, type Deployment } from '@stardust/contracts'
import { startLocalChain, type LocalChain } from '@stardust/contracts/local-chain'
import { devAccounts, prepareAirdropFile } from '@stardust/contracts/node'
import { createPublicClient, createWalletClient, defineChain, getAddress, http, parseEther, type Address, type Hex, type PublicClient } from 'viem'

export const CHAIN_ID = 5000
export const accounts = devAccounts(12)
/** Accounts 0-9 are in the list; 10 and 11 are not. */
export const listed = accounts.slice(0, 10)
export const notListed = accounts.slice(10)
export const entries: AirdropEntry[] = listed.map((account, i) => ({ account: account.address, amount: parseEther(String(1000 + 250 * i)) }))

export type ClaimsChain = {
  chain: LocalChain
  publicClient: PublicClient
  deployment: Deployment
  dir: string
}

function walletOf(url: string, chainId: number) {
  const chain = defineChain({ id: chainId, name: `Local ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })
  const transport = http(url, { retryCount: 0 })
  return {
    chain,
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient,
    wallet: createWalletClient({ account: accounts[0]!, chain, transport }),
  }
}

/** Starts the node and deploys STAR + StarClaim with `list` (default: `entries`); writes the list and its preparation to a temp folder. */
export async function startClaimsChain(list: readonly AirdropEntry[] = entries): Promise<ClaimsChain> {
  const chain = await startLocalChain({ chainId: CHAIN_ID })
  const { publicClient, wallet } = walletOf(chain.url, CHAIN_ID)
  const now = (await publicClient.getBlock()).timestamp
  const { deployment } = await deployStardust(
    { wallet, public: publicClient },
    { supplyCap: parseEther('1000000000'), airdrop: { entries: list, deadline: now + 86_400n, treasury: accounts[0]!.address } },
  )
  const dir = mkdtempSync(path.join(tmpdir(), 'claims-'))
  prepareAirdropFile({ list: writeList(dir, 'airdrop-5000.json', list), chainId: CHAIN_ID, out: path.join(dir, 'airdrop-5000.airdrop') })
  return { chain, publicClient, deployment: { ...deployment, airdropList: 'airdrop-5000.airdrop' }, dir }
}

/** Deploys a token and a StarClaim for an already built root (no second tree build), funded with `total`. */
export async function deployClaimFor(url: string, root: Hex, total: bigint): Promise<{ token: Address; claim: Address }> {
  const { publicClient, wallet } = walletOf(url, CHAIN_ID)
  const mined = async (hash: Hex) => publicClient.waitForTransactionReceipt({ hash })
  const now = (await publicClient.getBlock()).timestamp
  const token = getAddress(
    (await mined(await wallet.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [accounts[0]!.address, total * 2n] }))).contractAddress!,
  )
  const claim = getAddress(
    (await mined(await wallet.deployContract({ abi: starClaimAbi, bytecode: starClaimBytecode, args: [token, root, now + 86_400n, accounts[0]!.address] }))).contractAddress!,
  )
  await mined(await wallet.writeContract({ address: token, abi: starTokenAbi, functionName: 'mint', args: [claim, total] }))
  return { token, claim }
}

export function clientFor(url: string): PublicClient {
  return walletOf(url, CHAIN_ID).publicClient
}

/** Sends a real claim for `account` from account 0 (anyone may send it) and returns the receipt status. */
export async function sendClaim(url: string, claim: Address, account: Address, amount: bigint, proof: readonly Hex[]): Promise<'success' | 'reverted'> {
  const { publicClient, wallet } = walletOf(url, CHAIN_ID)
  const hash = await wallet.writeContract({ address: claim, abi: starClaimAbi, functionName: 'claim', args: [account, amount, proof], gas: 300_000n })
  return (await publicClient.waitForTransactionReceipt({ hash })).status
}

export function writeList(dir: string, name: string, list: readonly AirdropEntry[]): string {
  const file = path.join(dir, name)
  writeFileSync(file, JSON.stringify(list.map((e) => ({ address: e.account, amount: e.amount.toString() })), null, 2))
  return file
}

export function get(handle: (request: Request) => Promise<Response>, pathname: string, method = 'GET'): Promise<Response> {
  return handle(new Request(`http://localhost/api/v1/${pathname}`, { method }))
}
