import { serializeTransaction, type Address, type Hex, type PublicClient, type StateOverride } from 'viem'
import { feeModel, GAS_PRICE_ORACLE_ADDRESS, mantleGasPriceOracleAbi, NODE_INTERFACE_ADDRESS, nodeInterfaceAbi } from './feeOracles'

/** A network fee in the chain's own currency (wei of ETH, or of MNT on Mantle), with its parts. */
export type NetworkFee = {
  total: bigint
  /** Executing the transaction on the chain itself. */
  execution: bigint
  /** Posting its data to layer 1 (0 on a layer 1). */
  l1Data: bigint
  /** Mantle's operator fee (0 elsewhere). */
  operator: bigint
}

export type FeeCall = {
  chainId: number
  account: Address
  to: Address
  data: Hex
  value?: bigint | undefined
  /** State the call needs that a step before it will create (e.g. the allowance an approval or permit gives). */
  stateOverride?: StateOverride | undefined
}

/**
 * What sending `call` would cost now. Arbitrum: the NodeInterface's `gasEstimateComponents` gives the gas
 * (L1 part included, in L2 gas) and the L2 base fee, which is what Arbitrum charges per gas. Mantle (Arsia):
 * execution gas times the gas price, plus the oracle's L1 fee (ETH) times its ETH/MNT `tokenRatio`, plus its
 * operator fee. Elsewhere: execution only. Throws when the call cannot be estimated (it would revert).
 */
export async function estimateNetworkFee(client: PublicClient, call: FeeCall): Promise<NetworkFee> {
  const { chainId, account, to, data, value, stateOverride } = call
  const model = feeModel(chainId)
  if (model === 'arbitrum') {
    const { result } = await client.simulateContract({
      address: NODE_INTERFACE_ADDRESS,
      abi: nodeInterfaceAbi,
      functionName: 'gasEstimateComponents',
      args: [to, false, data],
      account,
      value,
      stateOverride,
    })
    const [gasEstimate, gasEstimateForL1, baseFee] = result
    const l1Data = gasEstimateForL1 * baseFee
    return { total: gasEstimate * baseFee, execution: (gasEstimate - gasEstimateForL1) * baseFee, l1Data, operator: 0n }
  }
  const [gas, gasPrice] = await Promise.all([client.estimateGas({ account, to, data, value, stateOverride }), client.getGasPrice()])
  const execution = gas * gasPrice
  if (model === 'plain') return { total: execution, execution, l1Data: 0n, operator: 0n }
  // The oracle prices the unsigned, RLP-encoded transaction, as the node will post it.
  const unsigned = serializeTransaction({ chainId, type: 'eip1559', to, data, value, gas, maxFeePerGas: gasPrice, maxPriorityFeePerGas: 0n, nonce: 0 })
  const oracle = { address: GAS_PRICE_ORACLE_ADDRESS, abi: mantleGasPriceOracleAbi } as const
  const [l1FeeInEth, tokenRatio, operator] = await Promise.all([
    client.readContract({ ...oracle, functionName: 'getL1Fee', args: [unsigned] }),
    client.readContract({ ...oracle, functionName: 'tokenRatio' }),
    client.readContract({ ...oracle, functionName: 'getOperatorFee', args: [gas] }),
  ])
  const l1Data = l1FeeInEth * tokenRatio
  return { total: execution + l1Data + operator, execution, l1Data, operator }
}
