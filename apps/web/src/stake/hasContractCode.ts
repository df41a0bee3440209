import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getBytecode } from 'wagmi/actions'

/** EIP-7702's delegation designator: an EOA that delegates its code still signs with its own key. */
const DELEGATION_PREFIX = '0xef0100'

/** True when the code is a contract account's (Safe, smart wallet), not an EOA's: none, or a 7702 delegation. */
export function isContractCode(code: string | undefined): boolean {
  if (code === undefined || code === '0x' || code === '') return false
  return !code.toLowerCase().startsWith(DELEGATION_PREFIX)
}

/**
 * Whether `account` is a contract account on `chainId`. A failed read says false: the permit is then
 * tried, and its simulation (permitWouldRevert) still turns a contract's permit into approve + stake.
 */
export async function hasContractCode(config: Config, account: Address, chainId: number): Promise<boolean> {
  const code = await getBytecode(config, { address: account, chainId }).catch(() => undefined)
  return isContractCode(code)
}
