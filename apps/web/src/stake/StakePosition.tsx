'use client'

import type { Deployment } from '@stardust/contracts'
import { useState } from 'react'
import { formatUnits, type Address, type Chain } from 'viem'
import { AmountField } from '@/onchain/AmountField'
import { Figure } from '@/onchain/FiguresCard'
import { formatAmount, formatBasisPoints } from '@/onchain/format'
import { parseAmount } from '@/onchain/parseAmount'
import { TxStatusLine } from '@/onchain/TxStatusLine'
import type { ChainClock } from '@/onchain/useChainClock'
import { projectEarned } from './projectEarned'
import { STAKE_TEXTS as T } from './texts'
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
  const { reading, isError } = useStakingAccount(deployment, account, clock.blockNumber)
  const actions = useStakeActions({ chain, deployment, allowance: reading?.allowance, chainNow: clock.now })
  const [stakeText, setStakeText] = useState('')
  const [withdrawText, setWithdrawText] = useState('')
  const [touched, setTouched] = useState<{ stake: boolean; withdraw: boolean }>({ stake: false, withdraw: false })

  if (!reading) {
    return (
      <section className="status wallet-panel" data-testid="stake-panel" data-state={isError ? 'error' : 'loading'}>
        <p role="status">{isError ? T.readError : T.loading}</p>
      </section>
    )
  }
  const stakeParsed = parseAmount(stakeText, { max: reading.walletBalance })
  const withdrawParsed = parseAmount(withdrawText, { max: reading.staked })
  const now = clock.now ?? 0n
  // The reads are at the clock's block, so its timestamp is when `earned` was true.
  const earned = projectEarned({ ...reading, balance: reading.staked, readAt: clock.blockTime ?? now }, now)
  const share = reading.totalStaked === 0n ? 0n : (reading.staked * 10_000n) / reading.totalStaked
  const stakeDays = reading.stakeSeconds / 10n ** 18n / DAY_SECONDS

  const onStake = () => {
    setTouched((t) => ({ ...t, stake: true }))
    if (!stakeParsed.ok) return
    void actions.stake(account, stakeParsed.value).then(() => setStakeText(''))
  }
  const onWithdraw = () => {
    setTouched((t) => ({ ...t, withdraw: true }))
    if (!withdrawParsed.ok) return
    void actions.withdraw(withdrawParsed.value).then(() => setWithdrawText(''))
  }
  const busy = actions.busy
  return (
    <section className="status wallet-panel" data-testid="stake-panel" data-state="ready">
      <h2>{T.heading}</h2>
      <dl>
        <Figure label={T.walletBalance} value={`${formatAmount(reading.walletBalance)} STAR`} testId="stake-wallet-balance" />
        <Figure label={T.staked} value={`${formatAmount(reading.staked)} STAR`} testId="stake-staked" />
        <Figure label={T.earned} value={`${formatAmount(earned, { maxFraction: 6 })} STAR`} testId="stake-earned" />
        <Figure label={T.share} value={formatBasisPoints(share)} testId="stake-share" />
        <Figure label={T.stakeSeconds} value={`${formatAmount(stakeDays, { decimals: 0 })} STAR-days`} testId="stake-seconds" />
      </dl>

      <form
        className="amount-form"
        onSubmit={(event) => {
          event.preventDefault()
          onStake()
        }}
      >
        <AmountField
          label={T.stakeLabel}
          value={stakeText}
          onChange={setStakeText}
          onMax={() => setStakeText(formatUnits(reading.walletBalance, 18))}
          unit="STAR"
          disabled={busy}
          problem={touched.stake || stakeText !== '' ? problemText(stakeParsed) : undefined}
          testId="stake-amount"
        />
        <p className="hint">{T.oneSignature}</p>
        <button type="submit" className="primary-button" disabled={busy} data-testid="stake-submit">
          {T.stake}
        </button>
      </form>

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
          onMax={() => setWithdrawText(formatUnits(reading.staked, 18))}
          unit="STAR"
          disabled={busy}
          problem={touched.withdraw || withdrawText !== '' ? problemText(withdrawParsed) : undefined}
          testId="withdraw-amount"
        />
        <div className="button-row">
          <button type="submit" className="secondary-button" disabled={busy} data-testid="withdraw-submit">
            {T.withdraw}
          </button>
          <button type="button" className="secondary-button" disabled={busy || reading.earned === 0n} onClick={() => void actions.claim()} data-testid="claim-rewards">
            {T.claim}
          </button>
          <button type="button" className="secondary-button" disabled={busy || (reading.staked === 0n && reading.earned === 0n)} onClick={() => void actions.exit()} data-testid="exit">
            {T.exit}
          </button>
        </div>
      </form>
      <TxStatusLine status={actions.tx.status} error={actions.signError ?? actions.tx.error} extra={actions.signing ? T.signing : undefined} testId="stake-tx" />
    </section>
  )
}

function problemText(parsed: ReturnType<typeof parseAmount>): string | undefined {
  return parsed.ok ? undefined : T.problems[parsed.problem]
}
