// Shared set-up for the StarClaim tests: a 10,000-recipient list built with src/airdrop.ts, a STAR token,
// a funded claim contract, and helpers that send real transactions.
import { getAddress, keccak256, parseEther, toHex, type Address, type Hex, type TransactionReceipt } from 'viem'
import { buildAirdrop, type Airdrop, type AirdropEntry } from '../src/airdrop.js'
import { accounts, testClient, wallets, type TestWallet } from './chain.js'
import { starClaimAbi, starClaimBytecode } from '../src/generated/StarClaim.js'
import { starTokenAbi, starTokenBytecode } from '../src/generated/StarToken.js'

export const RECIPIENTS = 10_000
export const WINDOW = 30n * 24n * 3600n
/** Where sweep() sends the rest: an address nobody else in the tests touches. */
export const TREASURY = getAddress(`0x${keccak256(toHex('stardust treasury')).slice(-40)}`)
/** Fixed gas for writes: a transaction meant to revert is still sent and mined (estimateGas would stop it first). */
export const GAS = 500_000n

/** The i-th deterministic recipient: the last 20 bytes of keccak256(i). Nobody holds its key. */
export const recipient = (i: number): Address => getAddress(`0x${keccak256(toHex(i)).slice(-40)}`)

/** The named test accounts (with keys, so they can sign and send) followed by deterministic ones, 10,000 in all. */
export function airdropList(extra: readonly AirdropEntry[] = []): AirdropEntry[] {
  const named: AirdropEntry[] = [
    { account: accounts.alice.address, amount: parseEther('1000') },
    { account: accounts.bob.address, amount: parseEther('250') },
    { account: accounts.carol.address, amount: parseEther('42.5') },
    { account: accounts.dave.address, amount: parseEther('7') },
    ...extra,
  ]
  const rest = Array.from({ length: RECIPIENTS - named.length }, (_, i) => ({ account: recipient(i), amount: BigInt((i % 100) + 1) * 10n ** 18n }))
  return [...named, ...rest]
}

export async function mined(hash: Promise<Hex> | Hex): Promise<TransactionReceipt> {
  return testClient.waitForTransactionReceipt({ hash: await hash })
}

export async function deployToken(): Promise<Address> {
  const hash = await wallets.deployer.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [accounts.deployer.address, parseEther('100000000')] })
  return getAddress((await mined(hash)).contractAddress!)
}

export async function deployClaim(token: Address, root: Hex, deadline: bigint, treasury: Address = TREASURY): Promise<Address> {
  const hash = await wallets.deployer.deployContract({ abi: starClaimAbi, bytecode: starClaimBytecode, args: [token, root, deadline, treasury] })
  return getAddress((await mined(hash)).contractAddress!)
}

/** Mints `amount` STAR to the deployer and funds `to` by a plain transfer, as the real deployment does. */
export async function fund(token: Address, to: Address, amount: bigint): Promise<void> {
  await mined(wallets.deployer.writeContract({ address: token, abi: starTokenAbi, functionName: 'mint', args: [accounts.deployer.address, amount] }))
  await mined(wallets.deployer.writeContract({ address: token, abi: starTokenAbi, functionName: 'transfer', args: [to, amount] }))
}

export function balanceOf(token: Address, who: Address): Promise<bigint> {
  return testClient.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [who] })
}

/** Sends a real claim transaction from `from` for `account`, with a fixed gas limit; returns the receipt. */
export function sendClaim(from: TestWallet, claim: Address, account: Address, amount: bigint, proof: readonly Hex[]): Promise<TransactionReceipt> {
  return mined(from.writeContract({ address: claim, abi: starClaimAbi, functionName: 'claim', args: [account, amount, proof], gas: GAS }))
}

/** Simulates a claim (no transaction): resolves on success, rejects with the custom error otherwise. */
export function simulateClaim(from: Address, claim: Address, account: Address, amount: bigint, proof: readonly Hex[]) {
  return testClient.simulateContract({ account: from, address: claim, abi: starClaimAbi, functionName: 'claim', args: [account, amount, proof] })
}

export type ClaimSetup = { airdrop: Airdrop; token: Address; claim: Address; deadline: bigint }

/** Token + claim contract for `airdrop`, funded with exactly its total, claim window of 30 days from now. */
export async function deployFunded(airdrop: Airdrop): Promise<ClaimSetup> {
  const token = await deployToken()
  const deadline = (await testClient.getBlock()).timestamp + WINDOW
  const claim = await deployClaim(token, airdrop.root, deadline)
  await fund(token, claim, airdrop.total)
  return { airdrop, token, claim, deadline }
}

/** The 10,000-entry tree for this chain (about 1.3 s: build it once per file). */
export function buildTestAirdrop(chainId = 31337, extra: readonly AirdropEntry[] = []): Airdrop {
  return buildAirdrop(chainId, airdropList(extra))
}
