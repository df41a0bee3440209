'use client'

import type { DescribedTxError } from '@/transactions/describeTxError'
import { useBound } from '@/i18n/useBound'
import { txTexts } from '@/transactions/texts'
import type { TransactionStatus } from '@/transactions/useTransaction'

/** The transaction flow's state in words, under a form; errors are the flow's sentences, never RPC text, and a refusal is no error. */
export function TxStatusLine({ status, error, extra, testId }: { status: TransactionStatus; error?: DescribedTxError | undefined; extra?: string | undefined; testId: string }) {
  const TX_TEXTS = useBound(txTexts)
  const text =
    extra ??
    (error ? error.message : status === 'idle' || status === 'failed' ? undefined : TX_TEXTS.status[status as keyof typeof TX_TEXTS.status])
  if (!text) return null
  // The person said no in the wallet: words, never an error.
  const alarming = error !== undefined && error.kind !== 'rejected'
  return (
    <p className={alarming ? 'tx-line tx-error' : 'tx-line'} role={alarming ? 'alert' : 'status'} data-testid={testId}>
      {text}
    </p>
  )
}
