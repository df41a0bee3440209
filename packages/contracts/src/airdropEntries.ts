// The rules every airdrop entry obeys, checked one entry at a time in list order, so the first bad entry
// (in file order) is the one reported, whichever way the list is read (objects or the compact preparation).
import { isAddress, maxUint256, zeroAddress } from 'viem'
import { AirdropListError } from './airdropListError.js'

export type EntryChecker = {
  /** Checks entry `index` (1-based); returns its account in lowercase. Throws AirdropListError. */
  check(account: unknown, amount: unknown, index: number): string
  /** The sum of the amounts checked so far. */
  readonly total: bigint
}

export function createEntryChecker(): EntryChecker {
  const seen = new Map<string, number>()
  let total = 0n
  return {
    check(account, amount, index) {
      // strict: a mixed-case address must carry a valid EIP-55 checksum (catches a mistyped character).
      if (typeof account !== 'string' || !isAddress(account, { strict: true }))
        throw new AirdropListError('invalid-address', index, `not an address (or a bad checksum): ${String(account)}`)
      const key = account.toLowerCase()
      if (key === zeroAddress) throw new AirdropListError('zero-address', index, 'the zero address cannot receive tokens')
      const first = seen.get(key)
      // One flag per account on chain: a second row for the same account could never be claimed.
      if (first !== undefined) throw new AirdropListError('duplicate-address', index, `${account} is already entry ${first}`)
      seen.set(key, index)
      if (typeof amount !== 'bigint' || amount <= 0n || amount > maxUint256)
        throw new AirdropListError('invalid-amount', index, `the amount must be a whole number of wei above 0: ${String(amount)}`)
      total += amount
      if (total > maxUint256) throw new AirdropListError('total-overflow', index, 'the total exceeds uint256')
      return key
    },
    get total() {
      return total
    },
  }
}

/** An amount as written in a list: a decimal string, or a JSON number only when it is exact. */
export function parseAmount(raw: unknown, index: number): bigint {
  if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) return BigInt(raw.trim())
  // JSON numbers lose precision above 2^53: accept only those that are exact.
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return BigInt(raw)
  throw new AirdropListError('invalid-amount', index, `the amount must be a whole number of wei, as a decimal string: ${JSON.stringify(raw)}`)
}
