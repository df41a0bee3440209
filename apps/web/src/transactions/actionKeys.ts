import type { Address } from 'viem'

/**
 * What a page sends, named per chain, contract and account: one of each may be in flight at a time.
 * `stake` is every write of a staking position (approve, stake, withdraw, rewards, exit): its panel locks as one.
 */
export type ActionKind = 'claim' | 'stake' | 'buy'

/**
 * The key a transaction or batch record keeps of what it does (`claim:5000:0x…contract:0x…account`), so
 * every tab can tell that the same action is already in flight. Lowercase: the same action, however spelled.
 */
export function actionKey(kind: ActionKind, chainId: number, contract: Address, account: Address): string {
  return `${kind}:${chainId}:${contract.toLowerCase()}:${account.toLowerCase()}`
}

/** A stored record's action: absent (older records, other writes) or a key no longer than any actionKey. */
export const isActionKey = (value: unknown): value is string | undefined => value === undefined || (typeof value === 'string' && value.length > 0 && value.length <= 200)
