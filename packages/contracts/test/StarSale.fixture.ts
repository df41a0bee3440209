// Shared set-up for the StarSale tests: a STAR token, a funded sale, and helpers that send real transactions.
import {
  type BaseError,
  decodeErrorResult,
  encodeDeployData,
  getAddress,
  parseEther,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import { accounts, now, testClient, wallets, type TestWallet } from './chain.js'
import { starSaleAbi, starSaleBytecode } from '../src/generated/StarSale.js'
import { starTokenAbi, starTokenBytecode } from '../src/generated/StarToken.js'

export const ONE = 10n ** 18n
export const MAX = 2n ** 256n - 1n

export type SaleOptions = {
  price?: bigint
  start?: bigint
  end?: bigint
  totalCap?: bigint
  walletCap?: bigint
  inventory?: bigint
}

export type Sale = { sale: Address; token: Address; price: bigint; start: bigint; end: bigint; totalCap: bigint; walletCap: bigint }

/** Gas limit for writes: fixed so a reverting transaction is still sent and mined (estimateGas would stop it first). */
const GAS = 1_000_000n

/** Gives every test actor 10 000 native: chain.ts's key for bob is not one of hardhat's funded accounts (his balance starts at 0). */
export async function fundActors(): Promise<void> {
  for (const account of Object.values(accounts)) await testClient.setBalance({ address: account.address, value: 10_000n * ONE })
}

export async function deployToken(): Promise<Address> {
  const hash = await wallets.deployer.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [accounts.deployer.address, 10n ** 60n] })
  return getAddress((await testClient.waitForTransactionReceipt({ hash })).contractAddress!)
}

export function saleArgs(token: Address, o: SaleOptions, t: bigint) {
  const start = o.start ?? t + 1000n
  return [
    token,
    accounts.deployer.address,
    o.price ?? parseEther('0.001'),
    start,
    o.end ?? start + 10_000n,
    o.totalCap ?? parseEther('1000'),
    o.walletCap ?? parseEther('100'),
  ] as const
}

/** Deploys a sale owned by the deployer (default: 0.001 native per STAR, opens in 1000 s for 10000 s) and funds it. */
export async function deploySale(o: SaleOptions = {}, existingToken?: Address): Promise<Sale> {
  const token = existingToken ?? (await deployToken())
  const args = saleArgs(token, o, await now())
  const hash = await wallets.deployer.deployContract({ abi: starSaleAbi, bytecode: starSaleBytecode, args })
  const sale = getAddress((await testClient.waitForTransactionReceipt({ hash })).contractAddress!)
  const inventory = o.inventory ?? args[5]
  if (inventory > 0n) {
    await mint(token, accounts.deployer.address, inventory)
    await tokenTransfer(token, wallets.deployer, sale, inventory)
  }
  return { sale, token, price: args[2], start: args[3], end: args[4], totalCap: args[5], walletCap: args[6] }
}

/** The custom error a constructor reverts with, decoded by name. */
export async function deployRevert(args: ReturnType<typeof saleArgs>): Promise<string> {
  try {
    await testClient.call({ account: accounts.deployer, data: encodeDeployData({ abi: starSaleAbi, bytecode: starSaleBytecode, args }) })
  } catch (error) {
    const raw = (error as BaseError).walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
    if (raw?.data) return decodeErrorResult({ abi: starSaleAbi, data: raw.data }).errorName
    throw error
  }
  throw new Error('expected the deployment to revert')
}

type SaleWrite = ContractFunctionName<typeof starSaleAbi, 'nonpayable' | 'payable'>

/** Sends a real transaction to the sale and waits for it; a revert throws with the decoded custom error (see reverts()). */
export async function send<F extends SaleWrite>(
  wallet: TestWallet,
  sale: Address,
  functionName: F,
  args: ContractFunctionArgs<typeof starSaleAbi, 'nonpayable' | 'payable', F>,
  value?: bigint,
): Promise<TransactionReceipt> {
  const hash = await wallet.writeContract({ address: sale, abi: starSaleAbi, functionName, args, value, gas: GAS } as never)
  return testClient.waitForTransactionReceipt({ hash })
}

/** buy(expectedPrice, minTokens) paying `value`; expectedPrice defaults to the sale's current price. */
export async function buy(wallet: TestWallet, sale: Address, value: bigint, expectedPrice?: bigint, minTokens = 0n) {
  const p = expectedPrice ?? (await read(sale, 'price'))
  return send(wallet, sale, 'buy', [p, minTokens], value)
}

type SaleRead = ContractFunctionName<typeof starSaleAbi, 'view' | 'pure'>

export function read<F extends SaleRead>(
  sale: Address,
  functionName: F,
  ...args: ContractFunctionArgs<typeof starSaleAbi, 'view' | 'pure', F> extends readonly [] ? [] : [ContractFunctionArgs<typeof starSaleAbi, 'view' | 'pure', F>]
): Promise<ContractFunctionReturnType<typeof starSaleAbi, 'view' | 'pure', F>> {
  return testClient.readContract({ address: sale, abi: starSaleAbi, functionName, args: args[0] } as never) as never
}

export async function mint(token: Address, to: Address, amount: bigint) {
  const hash = await wallets.deployer.writeContract({ address: token, abi: starTokenAbi, functionName: 'mint', args: [to, amount] })
  await testClient.waitForTransactionReceipt({ hash })
}

export async function tokenTransfer(token: Address, from: TestWallet, to: Address, amount: bigint) {
  const hash = await from.writeContract({ address: token, abi: starTokenAbi, functionName: 'transfer', args: [to, amount] })
  await testClient.waitForTransactionReceipt({ hash })
}

export function balanceOf(token: Address, who: Address): Promise<bigint> {
  return testClient.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [who] })
}

export const nativeBalance = (address: Address) => testClient.getBalance({ address })

/** What a mined transaction cost its sender in native currency. */
export const gasCost = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice

/** Decoded events of one contract in a receipt. */
export { parseEventLogs } from 'viem'
