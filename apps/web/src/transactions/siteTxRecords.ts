'use client'

import { createTxRecords, type TxRecords } from './txRecords'

let records: TxRecords | undefined

/** The browser's one record store (localStorage), created on first use. */
export function siteTxRecords(): TxRecords {
  records ??= createTxRecords(window.localStorage)
  return records
}
