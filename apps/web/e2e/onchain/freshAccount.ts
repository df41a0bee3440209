// A funded account nobody else uses, for tests that change its balances: each test gets its own, so
// tests run in parallel without sharing an account.
import { starTokenAbi } from '@stardust/contracts'
import { encodeAbiParameters, keccak256, parseEther, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainClient, e2eDeployment } from './chainAccess'

// OpenZeppelin 5's ERC20 keeps `_balances` in storage slot 0 (StarToken inherits ERC20 first).
const BALANCES_SLOT = 0n

/**
 * Gives `key` `star` STAR and `native` coins (default 10) on the chain, set with hardhat's storage and balance
 * methods (forge-std's `deal`): no transaction from a shared account, so no nonce races.
 */
export async function fundAccount(chainId: 5000 | 42161, key: Hex, star: bigint, native = parseEther('10')): Promise<void> {
  const { address } = privateKeyToAccount(key)
  const client = chainClient(chainId)
  const { token } = e2eDeployment(chainId)
  await client.setBalance({ address, value: native })
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, BALANCES_SLOT]))
  await client.setStorageAt({ address: token, index: slot, value: toHex(star, { size: 32 }) })
  const balance = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [address] })
  if (balance !== star) throw new Error(`STAR's balance slot moved: set ${star}, read ${balance}`)
}

/** A new key holding `star` STAR and 10 native coins on the chain. */
export async function freshAccount(chainId: 5000 | 42161, star: bigint): Promise<Hex> {
  const key = generatePrivateKey()
  await fundAccount(chainId, key, star)
  return key
}
