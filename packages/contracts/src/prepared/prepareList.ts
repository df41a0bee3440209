import { createEntryChecker, parseAmount } from '../airdropEntries.js'
import { AirdropListError } from '../airdropListError.js'
import { atRows, listRows } from '../airdropRows.js'
import { CompactEntries, prepareAirdrop } from './prepare.js'

/**
 * Reads a list file's text (JSON or CSV, as parseAirdropList) and checks every rule in file order (an
 * AirdropListError names the file and line); the entries come back flat, without an object each.
 */
export function checkAirdropList(text: string, fileName: string): CompactEntries {
  const rows = listRows(text, fileName)
  const entries = new CompactEntries(rows.length)
  atRows(rows, fileName, () => {
    if (rows.length === 0) throw new AirdropListError('empty-list', 0, 'the list has no entries')
    const checker = createEntryChecker()
    for (const [i, row] of rows.entries()) {
      const amount = parseAmount(row.amount, i + 1)
      entries.push(checker.check(row.account, amount, i + 1), amount)
    }
  })
  return entries
}

/** The prepared airdrop's bytes of a list file's text, for `chainId` (checkAirdropList, then prepareAirdrop). */
export function prepareAirdropList(text: string, fileName: string, chainId: number): Uint8Array {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`chainId must be a positive integer, got ${chainId}`)
  return prepareAirdrop(chainId, checkAirdropList(text, fileName))
}
