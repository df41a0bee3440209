import type { Address, Hex } from 'viem'

/** The batch file Safe's Transaction Builder imports (Safe app > Apps > Transaction Builder > drag the file in). */
export type TransactionBuilderBatch = {
  version: '1.0'
  chainId: string
  createdAt: number
  meta: { name: string; description: string; txBuilderVersion: string; createdFromSafeAddress: Address; createdFromOwnerAddress: string }
  transactions: { to: Address; value: string; data: Hex; contractMethod: null; contractInputsValues: null }[]
}

export function transactionBuilderBatch(chainId: number, safe: Address, name: string, description: string, calls: readonly { to: Address; value: bigint; data: Hex }[], createdAt: number): TransactionBuilderBatch {
  return {
    version: '1.0',
    chainId: String(chainId),
    createdAt,
    meta: { name, description, txBuilderVersion: '1.18.0', createdFromSafeAddress: safe, createdFromOwnerAddress: '' },
    transactions: calls.map((c) => ({ to: c.to, value: c.value.toString(), data: c.data, contractMethod: null, contractInputsValues: null })),
  }
}
