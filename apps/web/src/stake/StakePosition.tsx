'use client'

import type { Deployment } from '@stardust/contracts'
import { useState } from 'react'
import type { Address, Chain } from 'viem'
import { AmountField } from '@/onchain/AmountField'
import { Figure } from '@/onchain/FiguresCard'
import { formatAmount, formatBasisPoints } from '@/onchain/format'
import { parseAmount } from '@/onchain/parseAmount'
import { TxStatusLine } from '@/onchain/TxStatusLine'
import { InFlightLine } from '@/transactions/InFlightLine'
import type { ChainClock } from '@/onchain/useChainClock'
import { projectEarned } from './projectEarned'
import { StakeForm } from './StakeForm'
import { formatInput } from '@/i18n/format/amounts'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { stakeTexts, type StakeTexts } from './texts'
import { useStakeActions } from './useStakeActions'
import { useStakingAccount } from './useStakingAccount'

const DAY_SECONDS = 86_400n

export type StakePositionProps = {
  account: Address
  chain: Chain
  deployment: Deployment
  clock: ChainClock
}

/**
 * The account's stake on one chain: its own figures (earned ticking with the chain's clock) and the four
 * actions. The pool's figures (APR, period end, funding) are the overview card's, shown once.
 */
export function StakePosition({ account, chain, deployment, clock }: StakePositionProps) {
  const T = useBound(stakeTexts)
  const locale = useLocale()
  const { reading, isError } = useStakingAccount(deployment, account, clock.blockNumber)
  const actions = useStakeActions({ account, chain, deployment, allowance: reading?.allowance, chainNow: clock.now })
  const [withdrawText, setWithdrawText] = useState('')
  const [withdrawTouched, setWithdrawTouched] = useState(false)
  // The form whose action ran last shows the flow's status and errors, next to its button.
  const [lastForm, setLastForm] = useState<'stake' | 'withdraw'>('withdraw')

  if (!reading) {
    return (
      <section className="status wallet-panel" data-testid="stake-panel" data-state={isError ? 'error' : 'loading'}>
        <p role="status">{isError ? T.readError : T.loading}</p>
      </section>
    )
  }
  const withdrawParsed = parseAmount(withdrawText, { max: reading.staked, locale })
  const now = clock.now ?? 0n
  // The reads are at the clock's block, so its timestamp is when `earned` was true.
  const earned = projectEarned({ ...reading, balance: reading.staked, readAt: clock.blockTime ?? now }, now)
  const share = reading.totalStaked === 0n ? 0n : (reading.staked * 10_000n) / reading.totalStaked
  const stakeDays = reading.stakeSeconds / 10n ** 18n / DAY_SECONDS

  const onWithdraw = () => {
    setWithdrawTouched(true)
    setLastForm('withdraw')
    if (!withdrawParsed.ok) return
    void actions.withdraw(withdrawParsed.value).then((done) => {
      if (!done) return
      setWithdrawText('')
      setWithdrawTouched(false)
    })
  }
  const busy = actions.busy
  return (
    <section className="status wallet-panel" data-testid="stake-panel" data-state="ready">
      <h2>{T.heading}</h2>
      <dl>
        <Figure label={T.walletBalance} value={`${formatAmount(reading.walletBalance, { locale })} STAR`} testId="stake-wallet-balance" />
        <Figure label={T.staked} value={`${formatAmount(reading.staked, { locale })} STAR`} testId="stake-staked" />
        <Figure label={T.earned} value={`${formatAmount(earned, { maxFraction: 6, locale })} STAR`} testId="stake-earned" />
        <Figure label={T.share} value={formatBasisPoints(share, locale)} testId="stake-share" />
        <Figure label={T.stakeSeconds} value={T.starDays(formatAmount(stakeDays, { decimals: 0, locale }))} testId="stake-seconds" />
      </dl>

      {!actions.running && <InFlightLine inFlight={actions.inFlight} testId="stake-in-flight" />}
      <StakeForm
        account={account}
        walletBalance={reading.walletBalance}
        chain={chain}
        deployment={deployment}
        allowance={reading.allowance}
        stake={actions.stake}
        tx={actions.stakeFlow}
        busy={busy}
        active={lastForm === 'stake'}
        onStart={() => setLastForm('stake')}
      />

      <form
        className="amount-form"
        onSubmit={(event) => {
          event.preventDefault()
          onWithdraw()
        }}
      >
        <AmountField
          label={T.withdrawLabel}
          value={withdrawText}
          onChange={setWithdrawText}
          onMax={() => setWithdrawText(formatInput(reading.staked, locale))}
          maxLabel={T.max}
          unit="STAR"
          disabled={busy}
          problem={withdrawTouched || withdrawText !== '' ? problemText(withdrawParsed, T) : undefined}
          testId="withdraw-amount"
        />
        <div className="button-row">
          <button type="submit" className="secondary-button" disabled={busy} data-testid="withdraw-submit">
            {T.withdraw}
          </button>
          <button type="button" className="secondary-button" disabled={busy || reading.earned === 0n} onClick={() => {
              setLastForm('withdraw')
              void actions.claim()
            }} data-testid="claim-rewards">
            {T.claim}
          </button>
          <button type="button" className="secondary-button" disabled={busy || (reading.staked === 0n && reading.earned === 0n)} onClick={() => {
              setLastForm('withdraw')
              void actions.exit()
            }} data-testid="exit">
            {T.exit}
          </button>
        </div>
      </form>
      {lastForm === 'withdraw' && <TxStatusLine status={actions.tx.status} error={actions.tx.error} extra={actions.tx.error ? undefined : actions.tx.notice} testId="stake-tx" />}
    </section>
  )
}

function problemText(parsed: ReturnType<typeof parseAmount>, T: StakeTexts): string | undefined {
  return parsed.ok ? undefined : T.problems[parsed.problem]
}
