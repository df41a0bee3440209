'use client'

import { TX_RECORDS_KEY } from '@/transactions/constants'
import { siteTxRecords } from '@/transactions/siteTxRecords'
import type { TxRecord } from '@/transactions/txRecords'
import { storedRecordsHook } from './storedRecordsHook'

/** This browser's transaction records (newest first), live across tabs. */
export const useTxRecords: () => TxRecord[] = storedRecordsHook(siteTxRecords, TX_RECORDS_KEY)
