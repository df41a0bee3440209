'use client'

import { siteBatchRecords, type BatchRecord } from '@/transactions/batch/batchRecords'
import { BATCH_RECORDS_KEY } from '@/transactions/batch/constants'
import { storedRecordsHook } from './storedRecordsHook'

/** This browser's batch records (newest first), live across tabs. */
export const useBatchRecords: () => BatchRecord[] = storedRecordsHook(siteBatchRecords, BATCH_RECORDS_KEY)
