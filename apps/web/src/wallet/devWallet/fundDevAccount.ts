import { type Address, numberToHex } from 'viem'
import { DEV_WALLET_FUNDED_BALANCE_WEI, DEV_WALLET_MIN_BALANCE_WEI } from './constants'
import type { DevProviderRequestFn } from './createDevProvider'

export type FundDevAccountParameters = {
  request: DevProviderRequestFn
  address: Address
  minimum?: bigint
  target?: bigint
}

/**
 * Tops the burner account up on the local node when it holds less than `minimum`: hardhat's
 * `hardhat_setBalance` sets `target`, so no faucet account is needed. Returns true when it did.
 */
export async function fundDevAccount({
  request,
  address,
  minimum = DEV_WALLET_MIN_BALANCE_WEI,
  target = DEV_WALLET_FUNDED_BALANCE_WEI,
}: FundDevAccountParameters): Promise<boolean> {
  const balance = BigInt(String(await request({ method: 'eth_getBalance', params: [address, 'latest'] })))
  if (balance >= minimum) return false
  await request({ method: 'hardhat_setBalance', params: [address, numberToHex(target)] })
  return true
}
