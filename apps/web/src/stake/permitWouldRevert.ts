import { BaseError, ContractFunctionRevertedError, type Abi, type Address } from 'viem'
import type { Config } from 'wagmi'
import { simulateContract } from 'wagmi/actions'

export type PermitCall = { address: Address; abi: Abi; functionName: string; args: readonly unknown[]; account: Address; chainId: number }

/**
 * Simulates the stake with its permit before the wallet is asked to send it: true when the contract
 * would revert (a signature the token does not accept: a smart account's, another key's, an expired
 * one). Any other failure (the network) is false: the transaction flow simulates again and says why.
 */
export async function permitWouldRevert(config: Config, call: PermitCall): Promise<boolean> {
  try {
    await simulateContract(config, call as Parameters<typeof simulateContract>[1])
    return false
  } catch (error) {
    return error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError) !== null
  }
}
