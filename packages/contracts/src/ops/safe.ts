import { concatHex, hashTypedData, zeroAddress, type Address, type Hex, type LocalAccount } from 'viem'

/** The few functions of a Safe (1.3 to 1.5) the operator's tasks use. */
export const safeAbi = [
  { type: 'function', name: 'nonce', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'getThreshold', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'getOwners', stateMutability: 'view', inputs: [], outputs: [{ type: 'address[]' }] },
  {
    type: 'function',
    name: 'getTransactionHash',
    stateMutability: 'view',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
      { name: 'safeTxGas', type: 'uint256' },
      { name: 'baseGas', type: 'uint256' },
      { name: 'gasPrice', type: 'uint256' },
      { name: 'gasToken', type: 'address' },
      { name: 'refundReceiver', type: 'address' },
      { name: '_nonce', type: 'uint256' },
    ],
    outputs: [{ type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'execTransaction',
    stateMutability: 'payable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
      { name: 'safeTxGas', type: 'uint256' },
      { name: 'baseGas', type: 'uint256' },
      { name: 'gasPrice', type: 'uint256' },
      { name: 'gasToken', type: 'address' },
      { name: 'refundReceiver', type: 'address' },
      { name: 'signatures', type: 'bytes' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

/** A Safe transaction as the signers see it: a plain call (operation 0), no refund, paid by whoever executes. */
export type SafeTransaction = { to: Address; value: bigint; data: Hex; nonce: bigint }

const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

const typedData = (chainId: number, safe: Address, tx: SafeTransaction) =>
  ({
    domain: { chainId, verifyingContract: safe },
    types: SAFE_TX_TYPES,
    primaryType: 'SafeTx',
    message: { ...tx, operation: 0, safeTxGas: 0n, baseGas: 0n, gasPrice: 0n, gasToken: zeroAddress, refundReceiver: zeroAddress },
  }) as const

/** The Safe transaction hash: what every signer's wallet shows and signs (EIP-712), and what the Safe app lists. */
export function safeTxHash(chainId: number, safe: Address, tx: SafeTransaction): Hex {
  return hashTypedData(typedData(chainId, safe, tx))
}

/** The owners' EIP-712 signatures, in the order the Safe checks them (ascending owner address). */
export async function collectSignatures(chainId: number, safe: Address, tx: SafeTransaction, owners: readonly LocalAccount[]): Promise<Hex> {
  const signed = await Promise.all(owners.map(async (owner) => ({ owner: owner.address, signature: await owner.signTypedData(typedData(chainId, safe, tx)) })))
  signed.sort((a, b) => (BigInt(a.owner) < BigInt(b.owner) ? -1 : 1))
  return concatHex(signed.map((s) => s.signature))
}

/** execTransaction's arguments for a plain call with these signatures. */
export const execTransactionArgs = (tx: SafeTransaction, signatures: Hex) =>
  [tx.to, tx.value, tx.data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures] as const
