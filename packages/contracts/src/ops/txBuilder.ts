import { keccak256, stringToHex, type Address, type Hex } from 'viem'

/** The batch file Safe's Transaction Builder imports (Safe app > Apps > Transaction Builder > drag the file in). */
export type TransactionBuilderBatch = {
  version: '1.0'
  chainId: string
  createdAt: number
  meta: { name: string; description: string; txBuilderVersion: string; createdFromSafeAddress: Address; createdFromOwnerAddress: string; checksum?: Hex }
  transactions: { to: Address; value: string; data: Hex; contractMethod: null; contractInputsValues: null }[]
}

export function transactionBuilderBatch(chainId: number, safe: Address, name: string, description: string, calls: readonly { to: Address; value: bigint; data: Hex }[], createdAt: number): TransactionBuilderBatch {
  const batch: TransactionBuilderBatch = {
    version: '1.0',
    chainId: String(chainId),
    createdAt,
    meta: { name, description, txBuilderVersion: '1.18.0', createdFromSafeAddress: safe, createdFromOwnerAddress: '' },
    transactions: calls.map((c) => ({ to: c.to, value: c.value.toString(), data: c.data, contractMethod: null, contractInputsValues: null })),
  }
  return { ...batch, meta: { ...batch.meta, checksum: batchChecksum(batch) } }
}

/**
 * The Transaction Builder's own serialization (its lib/checksum.ts): an object is `{` + its sorted keys as a JSON
 * array + each value followed by `,` + `}`; an array is its items joined by `,`; anything else is JSON, undefined
 * as null. Not JSON, so it is written out here rather than taken from a library.
 */
function serialize(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record).sort()
    return `{${JSON.stringify(keys)}${keys.map((key) => `${serialize(record[key])},`).join('')}}`
  }
  return JSON.stringify(value === undefined ? null : value)
}

/**
 * `meta.checksum` as the Transaction Builder computes it and checks it on import: keccak256 of the serialized batch,
 * its checksum left out and its name set to null (a file may be renamed). A file whose checksum does not match is
 * imported with a warning that it may have been altered.
 */
export function batchChecksum(batch: { meta: object } & Record<string, unknown>): Hex {
  const { checksum: _, ...meta } = batch.meta as { checksum?: unknown } & Record<string, unknown>
  return keccak256(stringToHex(serialize({ ...batch, meta: { ...meta, name: null } })))
}

/** Whether a batch file's `meta.checksum` is the one its content gives, as the Transaction Builder checks on import. */
export const checksumMatches = (batch: { meta: { checksum?: unknown } } & Record<string, unknown>): boolean => batch.meta.checksum === batchChecksum(batch)
