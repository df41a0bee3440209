'use client'

import { starSaleAbi, type Deployment } from '@stardust/contracts'
import { useState } from 'react'
import type { Address, Chain } from 'viem'
import { AddStarButton } from '@/addStar/AddStarButton'
import { NetworkFeeLine } from '@/fees/NetworkFeeLine'
import { useNetworkFee } from '@/fees/useNetworkFee'
import { formatInput } from '@/i18n/format/amounts'
import { useLocale } from '@/i18n/I18nProvider'
import type { Locale } from '@/i18n/locales'
import { useBound } from '@/i18n/useBound'
import { AmountField } from '@/onchain/AmountField'
import { Figure } from '@/onchain/FiguresCard'
import { formatAmount, formatChainTime } from '@/onchain/format'
import { parseAmount } from '@/onchain/parseAmount'
import { TxStatusLine } from '@/onchain/TxStatusLine'
import type { ChainClock } from '@/onchain/useChainClock'
import { actionKey } from '@/transactions/actionKeys'
import { InFlightLine } from '@/transactions/InFlightLine'
import { useActionInFlight } from '@/transactions/useActionInFlight'
import { useTransaction } from '@/transactions/useTransaction'
import { purchaseRefusal, type PurchaseRefusal } from './purchaseRefusal'
import { purchaseTexts, type PurchaseTexts } from './texts'
import { useMaxPayment } from './useMaxPayment'
import { useQuote } from './useQuote'
import { useSaleAccount } from './useSaleAccount'

export type PurchaseFormProps = { account: Address; chain: Chain; deployment: Deployment; clock: ChainClock }

/** Pay and receive fields kept in step by the contract's quote, refusals in words before any prompt, then buy. */
export function PurchaseForm({ account, chain, deployment, clock }: PurchaseFormProps) {
  const { reading, isError } = useSaleAccount(deployment, account, clock.blockNumber, clock.blockTime)
  const tx = useTransaction({ chain })
  const T = useBound(purchaseTexts)
  const locale = useLocale()
  // A buy pending in any tab (or before a reload) is not offered again until it settles.
  const action = actionKey('buy', chain.id, deployment.sale!, account)
  const inFlight = useActionInFlight(action)
  const locked = tx.busy || inFlight.state === 'in-flight'
  const max = useMaxPayment(deployment, account)
  const [side, setSide] = useState<'pay' | 'receive'>('pay')
  const [text, setText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const symbol = chain.nativeCurrency.symbol
  const parsed = parseAmount(text, { locale })
  const { quote, pending: quoting, failed: quoteFailed } = useQuote(deployment, side, parsed.ok ? parsed.value : undefined, clock.blockNumber)
  const feeCall = reading && quote && parsed.ok && !purchaseRefusal({ ...reading, balance: reading.nativeBalance, tokens: quote.tokens, payment: quote.payment })
    ? { address: deployment.sale!, abi: starSaleAbi, functionName: 'buy', args: [reading.price, quote.tokens], value: quote.payment }
    : undefined
  const fee = useNetworkFee({ chain, account, call: feeCall })

  if (!reading) {
    return (
      <section className="status wallet-panel" data-testid="purchase-panel" data-state={isError ? 'error' : 'loading'}>
        <p role="status">{isError ? T.readError : T.loading}</p>
      </section>
    )
  }
  const refusal = purchaseRefusal({ ...reading, balance: reading.nativeBalance, tokens: quote?.tokens, payment: quote?.payment })
  const fieldProblem = (submitted || text !== '') && !parsed.ok ? T.problems[parsed.problem] : undefined
  const payText = side === 'pay' ? text : quote ? formatInput(quote.payment, locale) : ''
  const receiveText = side === 'receive' ? text : quote ? formatInput(quote.tokens, locale) : ''
  const edit = (which: 'pay' | 'receive') => (value: string) => {
    setSide(which)
    setText(value)
  }
  const onMax = async () => {
    const payment = await max.compute({ price: reading.price, balance: reading.nativeBalance, remainingForWallet: reading.remainingForWallet })
    if (payment !== undefined) edit('pay')(formatInput(payment, locale))
  }
  const onBuy = () => {
    setSubmitted(true)
    // The balance cannot pay the fee as well: said above the button, and the wallet is not opened.
    if (locked || !parsed.ok || !quote || refusal || (fee.state === 'ready' && !fee.canPay)) return
    const { tokens, payment } = quote
    void tx.send({
      action,
      description: T.tx.buy(formatAmount(tokens, { locale })),
      // The price shown is the price named: if it changed meanwhile, the contract refuses (PriceChanged).
      prepare: () => ({ address: deployment.sale!, abi: starSaleAbi, functionName: 'buy', args: [reading.price, tokens], value: payment }),
      // Done once the account holds what it held plus what it buys: how a reload finds a buy the wallet never answered.
      evidence: { effect: { address: deployment.token, functionName: 'balanceOf', args: [account], atLeast: reading.starBalance + tokens } },
      onConfirmed: () => setText(''),
    })
  }
  const blocked = refusal !== undefined && ['paused', 'not-started', 'ended', 'sold-out', 'cap-reached'].includes(refusal.kind)
  return (
    <section className="status wallet-panel" data-testid="purchase-panel" data-state="ready">
      <h2>{T.heading}</h2>
      <dl>
        <Figure label={T.price} value={`${formatAmount(reading.price, { maxFraction: 8, locale })} ${symbol}`} testId="buy-price" />
        <Figure label={T.yourBalance(symbol)} value={`${formatAmount(reading.nativeBalance, { locale })} ${symbol}`} testId="buy-native-balance" />
        <Figure label={T.yourStar} value={`${formatAmount(reading.starBalance, { locale })} STAR`} testId="buy-star-balance" />
        <Figure label={T.leftForYou} value={`${formatAmount(reading.remainingForWallet, { locale })} STAR`} testId="buy-left-for-wallet" />
      </dl>
      <form
        className="amount-form"
        onSubmit={(event) => {
          event.preventDefault()
          onBuy()
        }}
      >
        <AmountField label={T.pay} value={payText} onChange={edit('pay')} onMax={() => void onMax()} maxLabel={T.max} unit={symbol} disabled={locked || blocked} problem={side === 'pay' ? fieldProblem : undefined} testId="buy-pay" />
        <AmountField label={T.receive} value={receiveText} onChange={edit('receive')} unit="STAR" disabled={locked || blocked} problem={side === 'receive' ? fieldProblem : undefined} testId="buy-receive" />
        {max.fee !== undefined && <p className="hint">{T.maxKeepsFee(formatAmount(max.fee, { maxFraction: 6, locale }), symbol)}</p>}
        {max.failed && <p className="hint">{T.feeUnknown}</p>}
        {quoting && <p className="hint" role="status" data-testid="buy-quoting">{T.quoting}</p>}
        {quoteFailed && <p className="amount-problem" role="alert" data-testid="buy-quote-failed">{T.quoteFailed}</p>}
        {refusal && (
          <p className="amount-problem" role="alert" data-testid="buy-refusal" data-kind={refusal.kind}>
            {refusalText(refusal, reading, symbol, T, locale)}
          </p>
        )}
        {!refusal && <NetworkFeeLine preview={fee} chain={chain} testId="buy-fee" />}
        <button type="submit" className="primary-button" disabled={locked || blocked || quoting || quoteFailed} data-testid="buy-submit">
          {T.buy}
        </button>
        {!tx.busy && <InFlightLine inFlight={inFlight} testId="buy-in-flight" />}
      </form>
      <TxStatusLine status={tx.status} error={tx.error} testId="buy-tx" />
      {tx.notice && <p className="tx-line" role="status" data-testid="buy-notice">{tx.notice}</p>}
      {tx.status === 'confirmed' && <AddStarButton token={deployment.token} chainId={chain.id} testId="buy-add-star" />}
    </section>
  )
}

function refusalText(refusal: PurchaseRefusal, reading: { startTime: bigint; endTime: bigint }, symbol: string, T: PurchaseTexts, locale: Locale): string {
  switch (refusal.kind) {
    case 'not-started':
      return T.refusals['not-started'](formatChainTime(reading.startTime, locale))
    case 'ended':
      return T.refusals.ended(formatChainTime(reading.endTime, locale))
    case 'paused':
      return T.refusals.paused
    case 'sold-out':
      return T.refusals.soldOut
    case 'cap-reached':
      return T.refusals.capReached
    case 'over-cap':
      return T.refusals.overCap(formatAmount(refusal.left, { locale }))
    case 'over-balance':
      return T.refusals.overBalance(symbol)
    case 'too-small':
      return T.refusals.tooSmall
  }
}
