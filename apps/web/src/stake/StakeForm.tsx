'use client'

import type { Deployment } from '@stardust/contracts'
import { useState } from 'react'
import type { Address, Chain } from 'viem'
import { NetworkFeeLine } from '@/fees/NetworkFeeLine'
import { useStakeFee } from '@/fees/useStakeFee'
import { AmountField } from '@/onchain/AmountField'
import { parseAmount } from '@/onchain/parseAmount'
import { TxStatusLine } from '@/onchain/TxStatusLine'
import type { TransactionState } from '@/transactions/useTransaction'
import { formatInput } from '@/i18n/format/amounts'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { stakeTexts, type StakeTexts } from './texts'
import type { StakeFailure, useStake } from './useStake'

export type StakeFormProps = {
  account: Address
  walletBalance: bigint
  /** For the network fee shown before the wallet opens. */
  chain: Chain
  deployment: Deployment
  allowance: bigint | undefined
  stake: ReturnType<typeof useStake>
  /** The flow the last stake used (transactions, or one batch); `notice` replaces the status line. */
  tx: TransactionState & { notice?: string | undefined }
  /** Any action of the panel is running: the form is locked. */
  busy: boolean
  /** The flow's state is this form's (the last action was a stake): its status and errors show here. */
  active: boolean
  onStart: () => void
}

/**
 * The amount to stake and the Stake button, with everything about a stake next to it: one signature or
 * two steps (and why), the offer when the wallet does not answer the permit, and what failed. The amount
 * stays as typed until the stake is confirmed.
 */
export function StakeForm({ account, walletBalance, chain, deployment, allowance, stake, tx, busy, active, onStart }: StakeFormProps) {
  const T = useBound(stakeTexts)
  const locale = useLocale()
  const [text, setText] = useState('')
  const [touched, setTouched] = useState(false)
  const parsed = parseAmount(text, { max: walletBalance, locale })
  const fee = useStakeFee({ chain, deployment, account, amount: parsed.ok ? parsed.value : undefined, allowance })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTouched(true)
    // The balance cannot pay the network fee: said under the field, and the wallet is not opened.
    if (!parsed.ok || (fee.state === 'ready' && !fee.canPay)) return
    onStart()
    void stake.stake(account, parsed.value).then((staked) => {
      if (!staked) return
      setText('')
      setTouched(false)
    })
  }
  const error = active ? failureText(stake.failure, tx, T) : undefined
  return (
    <form className="amount-form" onSubmit={submit} data-testid="stake-form">
      <AmountField
        label={T.stakeLabel}
        value={text}
        onChange={setText}
        onMax={() => setText(formatInput(walletBalance, locale))}
        maxLabel={T.max}
        unit="STAR"
        disabled={busy}
        problem={(touched || text !== '') && !parsed.ok ? T.problems[parsed.problem] : undefined}
        testId="stake-amount"
      />
      {stake.unanswered ? (
        <div className="tx-offer" role="alert" data-testid="stake-unanswered">
          <p>{T.permitUnanswered}</p>
          <div className="button-row">
            <button type="button" className="primary-button" onClick={() => stake.stopWaiting('two-step')} data-testid="stake-two-steps-instead">
              {T.twoStepsInstead}
            </button>
            <button type="button" className="secondary-button" onClick={() => stake.stopWaiting('cancel')} data-testid="stake-cancel-wait">
              {T.cancelWait}
            </button>
          </div>
        </div>
      ) : stake.twoSteps ? (
        <p className="hint" role="status" data-testid="stake-two-steps">
          {T.twoSteps}
        </p>
      ) : (
        <p className="hint" data-testid="stake-hint">{stake.batches ? T.oneConfirmation : T.oneSignature}</p>
      )}
      <NetworkFeeLine preview={fee} chain={chain} testId="stake-fee" />
      <button type="submit" className="primary-button" disabled={busy} data-testid="stake-submit">
        {T.stake}
      </button>
      {active && <TxStatusLine status={tx.status} extra={stake.signing && !stake.unanswered ? T.signing : tx.notice} testId="stake-tx" />}
      {error && (
        <p className={error.quiet ? 'tx-line' : 'tx-line tx-error'} role={error.quiet ? 'status' : 'alert'} data-testid="stake-error">
          {error.text}
        </p>
      )}
    </form>
  )
}

/** What failed, named: the signature in its own words; a transaction step by name, then the flow's reason. */
function failureText(failure: StakeFailure | undefined, tx: StakeFormProps['tx'], T: StakeTexts): { text: string; quiet: boolean } | undefined {
  if (!failure) return undefined
  // A refusal in the wallet (the permit's, or a transaction's) or a stop by the person: words, never an error.
  if (failure.message) {
    // The flow words its failures in the page's language (useStake binds the same catalog).
    const quiet = failure.message === T.failed.waitCancelled || failure.message === T.failed.signatureRefused
    return { text: failure.message, quiet }
  }
  if (!tx.error) return undefined // e.g. still pending after the receipt wait: the status line says so
  const step = failure.step === 'approval' ? T.failed.approval : T.failed.stake
  return { text: [step, tx.error.message, failure.approvalStands ? T.failed.approvalStands : ''].filter(Boolean).join(' '), quiet: tx.error.kind === 'rejected' }
}
