// Where layer-2 chains tell what posting a transaction's data to layer 1 costs, on top of execution.

/** Arbitrum's NodeInterface: a virtual contract the node answers in eth_call (never deployed code). */
export const NODE_INTERFACE_ADDRESS = '0x00000000000000000000000000000000000000C8'
/** The OP-stack GasPriceOracle predeploy, which Mantle v2 keeps at the same address. */
export const GAS_PRICE_ORACLE_ADDRESS = '0x420000000000000000000000000000000000000F'

/** Arbitrum One and Arbitrum Sepolia. */
export const ARBITRUM_CHAIN_IDS: readonly number[] = [42_161, 421_614]
/** Mantle and Mantle Sepolia. */
export const MANTLE_CHAIN_IDS: readonly number[] = [5_000, 5_003]

export type FeeModel = 'arbitrum' | 'mantle' | 'plain'

/** How a chain charges: Arbitrum's L1 part in L2 gas, Mantle's from its oracle, else execution only. */
export function feeModel(chainId: number): FeeModel {
  if (ARBITRUM_CHAIN_IDS.includes(chainId)) return 'arbitrum'
  if (MANTLE_CHAIN_IDS.includes(chainId)) return 'mantle'
  return 'plain'
}

export const nodeInterfaceAbi = [
  {
    type: 'function',
    name: 'gasEstimateComponents',
    stateMutability: 'payable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'contractCreation', type: 'bool' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [
      { name: 'gasEstimate', type: 'uint64' },
      { name: 'gasEstimateForL1', type: 'uint64' },
      { name: 'baseFee', type: 'uint256' },
      { name: 'l1BaseFeeEstimate', type: 'uint256' },
    ],
  },
] as const

/** The Mantle v2 GasPriceOracle functions the fee needs (Arsia: L1 fee in ETH, the ETH/MNT ratio, operator fee). */
export const mantleGasPriceOracleAbi = [
  { type: 'function', name: 'getL1Fee', stateMutability: 'view', inputs: [{ name: '_data', type: 'bytes' }], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'tokenRatio', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'getOperatorFee', stateMutability: 'view', inputs: [{ name: '_gasUsed', type: 'uint256' }], outputs: [{ type: 'uint256' }] },
] as const
