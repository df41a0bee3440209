'use client'

import type { Chain } from 'viem'
import { formatAmount } from '@/onchain/format'
import { formatFee } from './formatFee'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { feeTexts } from './texts'
import type { FeePreview } from './useNetworkFee'

/** The fee in the chain's own currency (MNT on Mantle, ETH elsewhere), L1 part named; or plainly that the balance cannot pay. */
export function NetworkFeeLine({ preview, chain, testId }: { preview: FeePreview; chain: Chain; testId: string }) {
  const T = useBound(feeTexts)
  const locale = useLocale()
  const symbol = chain.nativeCurrency.symbol
  if (preview.state === 'idle') return null
  if (preview.state !== 'ready') {
    return (
      <p className="hint" role="status" data-testid={testId} data-state={preview.state}>
        {preview.state === 'estimating' ? T.estimating : T.unknown}
      </p>
    )
  }
  const { fee, balance, value, canPay } = preview
  const parts = { 'data-total': fee.total.toString(), 'data-execution': fee.execution.toString(), 'data-l1': fee.l1Data.toString(), 'data-operator': fee.operator.toString() }
  return (
    <>
      <p className="hint" role="status" data-testid={testId} data-state="ready" {...parts}>
        {T.fee(formatFee(fee.total, locale), symbol)}
        {fee.l1Data > 0n && T.l1Part(formatFee(fee.l1Data, locale), symbol)}
      </p>
      {!canPay && (
        <p className="amount-problem" role="alert" data-testid={`${testId}-short`}>
          {T.cannotPay(formatAmount(balance, { maxFraction: 6, locale }), formatFee(fee.total + value, locale), symbol, chain.name)}
        </p>
      )}
    </>
  )
}
