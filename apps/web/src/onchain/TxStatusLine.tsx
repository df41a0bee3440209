'use client'

import type { DescribedTxError } from '@/transactions/describeTxError'
import { TX_TEXTS } from '@/transactions/texts'
import type { TransactionStatus } from '@/transactions/useTransaction'

/** The transaction flow's state in words, under a form; errors are the flow's sentences, never RPC text. */
export function TxStatusLine({ status, error, extra, testId }: { status: TransactionStatus; error?: DescribedTxError | undefined; extra?: string | undefined; testId: string }) {
  const text =
    extra ??
    (error ? error.message : status === 'idle' || status === 'failed' ? undefined : TX_TEXTS.status[status as keyof typeof TX_TEXTS.status])
  if (!text) return null
  return (
    <p className={error ? 'tx-line tx-error' : 'tx-line'} role={error ? 'alert' : 'status'} data-testid={testId}>
      {text}
    </p>
  )
}
