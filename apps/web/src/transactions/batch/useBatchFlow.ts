'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Chain, Hash, PublicClient } from 'viem'
import { useAccount, useConfig, useSwitchChain } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { useBound } from '@/i18n/useBound'
import { notify } from '@/toast/notify'
import { isWalletRequestRefusal } from '@/walletGuard/walletRequestRefusedError'
import { RECEIPT_TIMEOUT_MS, UNCLEAR_QUIET_MS } from '../constants'
import { describeTxError, type DescribedTxError } from '../describeTxError'
import { readEvidence, storeEvidence, type Evidence } from '../outcome/evidence'
import { sendErrorKind } from '../outcome/sendErrorKind'
import { watchOutcome } from '../outcome/watchOutcome'
import { receiptPollInterval } from '../receiptPolling'
import { refreshChainReads } from '../refreshChainReads'
import { findingOf } from '../unanswered/finding'
import { lostAnswerTexts } from '../unanswered/texts'
import { takeAction, type TakenAction } from '../actionLock'
import { recordAsk, type RecordedAsk } from '../unanswered/recordAsk'
import { lastCallOf } from '../unanswered/batchCall'
import { adoptLateBatch } from '../unanswered/lateBatch'
import { txTexts } from '../texts'
import type { ContractCall, TransactionStatus } from '../useTransaction'
import { askBatch } from './askBatch'
import type { CallsOutcome } from './followCallsStatus'
import { followFoundBatch } from './followFoundBatch'
import { followSentBatch } from './followSentBatch'
import { batchTexts } from './texts'

/**
 * How a batch went, for the caller: `confirmed` from its receipts (or, when the wallet's answer was lost,
 * from its effect on chain); `refused` by the person (nothing sent); `unsent`: the wallet said it cannot
 * take the batch and the account's nonce shows nothing went out (the caller may go another way); `unknown`:
 * the answer was lost or unclear and the chain does not show the batch's effect (the caller offers nothing
 * else: the state's notice says what was found); `failed`, `partial`, `unconfirmed`, `slow`: it was sent,
 * and the state says what is known.
 */
export type BatchResult = 'confirmed' | 'refused' | 'unsent' | 'unknown' | CallsOutcome['kind']

export type BatchFlowState = {
  status: TransactionStatus
  /** The id the wallet gave the batch (to follow it again after a reload). */
  id?: string | undefined
  hash?: Hash | undefined
  error?: DescribedTxError | undefined
  /** Words that replace the status line when the wallet's answer is neither confirmed nor failed. */
  notice?: string | undefined
}

export type SendBatchParameters = {
  description: string
  /** Run in order, atomically: all in one transaction or none. */
  calls: readonly ContractCall[]
  onConfirmed?: () => void
  /**
   * What the chain shows of the batch besides the account's nonce (outcome/evidence.ts): its effect (the
   * staked balance grew by the amount, against a reading taken before the request) and its first step
   * alone (the approval stands): how a lost or unclear answer is found out, here or after a reload.
   */
  evidence?: Evidence | undefined
  /** What it does (actionKeys.ts), kept in the record: every tab offers it no second time while it is pending. */
  action?: string | undefined
  /** The caller's flow holds `action` already (takeAction): not taken again here. */
  held?: boolean | undefined
}

const BUSY: readonly TransactionStatus[] = ['switching', 'wallet', 'checking', 'pending']

/**
 * EIP-5792 beside the one-transaction flow: switch chain if needed -> `wallet_sendCalls` with atomicity
 * required (one prompt) -> follow the batch's status to its receipts (followCallsStatus) -> the same words
 * and toasts as a transaction -> the chain's reads refreshed. A refusal leaves everything as it was. Any
 * other failure, or no answer at all, is found out from the chain (the account's nonce against the one
 * before the request, and the batch's effect) before the caller may take another way.
 */
export function useBatchFlow({ chain }: { chain: Chain }) {
  const config = useConfig()
  const account = useAccount()
  const { switchChainAsync } = useSwitchChain()
  const queryClient = useQueryClient()
  const lost = useBound(lostAnswerTexts)
  const TX_TEXTS = useBound(txTexts)
  const BATCH_TEXTS = useBound(batchTexts)
  const [state, setState] = useState<BatchFlowState>({ status: 'idle' })
  const running = useRef(false)

  const sendBatch = useCallback(
    async ({ description, calls, onConfirmed, action, evidence, held }: SendBatchParameters): Promise<BatchResult> => {
      if (running.current) return 'unsent'
      running.current = true
      let ask: RecordedAsk | undefined
      let taken: TakenAction | undefined
      const words = { chainName: chain.name, nativeSymbol: chain.nativeCurrency.symbol, texts: TX_TEXTS }
      /** What the batch was for is on chain although the wallet's answer was lost: confirmed, saying how it was found. */
      const found = (notice: string): BatchResult => {
        onConfirmed?.()
        setState({ status: 'confirmed', notice })
        void notify(TX_TEXTS.toast.confirmed(description), { type: 'success' })
        refreshChainReads(queryClient, chain.id)
        return 'confirmed'
      }
      try {
        // One tab's flow at a time per action (actionLock.ts); refused, nothing is asked and no other way is tried.
        if (action && !held) {
          taken = await takeAction(action)
          if (!taken.taken) {
            setState({ status: 'idle', error: { kind: 'in_flight', message: taken.why === 'asking' ? lost.stillAsking(description, 'elsewhere') : TX_TEXTS.inFlight(description) } })
            return 'refused'
          }
        }
        const address = account.address
        if (!address) return 'unsent'
        const client = getPublicClient(config, { chainId: chain.id }) as PublicClient | undefined
        const intervalMs = receiptPollInterval(chain.blockTime)
        const effect = client && evidence ? async () => (await readEvidence(client, evidence)).effect : undefined
        if (account.chainId !== chain.id) {
          setState({ status: 'switching' })
          const switched = await switchChainAsync({ chainId: chain.id }).then(() => undefined, (error: unknown) => error ?? new Error('switch'))
          if (switched !== undefined) {
            // Nothing was asked of the wallet but the switch: nothing was sent.
            const refused = sendErrorKind(switched) === 'refused'
            setState({ status: 'idle', ...(refused ? { error: describeTxError(switched, words) } : {}) })
            return refused ? 'refused' : 'unsent'
          }
        }
        // An earlier batch of this action given up on, that the wallet sent after all: followed, not asked again (lateBatch.ts).
        const late = client && action ? await adoptLateBatch(client, { action, chainId: chain.id, account: address }) : undefined
        if (late) {
          // Followed to its receipt here, saying so; nothing is asked.
          const notice = lost.followedEarlier(late.description)
          setState({ status: 'pending', hash: late.hash, notice })
          const ending = await followFoundBatch({ config, chainId: chain.id, account: address, ...late, action }, notice, TX_TEXTS)
          if (ending.state.status === 'confirmed') onConfirmed?.()
          setState(ending.state)
          refreshChainReads(queryClient, chain.id)
          return ending.state.status === 'confirmed' || ending.state.status === 'slow' ? ending.state.status : 'failed'
        }
        // Read before the wallet opens: what moved afterwards went out with (or after) this request.
        const [nonceBefore, block] = client
          ? await Promise.all([client.getTransactionCount({ address, blockTag: 'pending' }), client.getBlockNumber({ cacheTime: 0 })]).catch(() => [undefined, undefined] as const)
          : [undefined, undefined]
        // The request as written before the wallet opens (unanswered/): a reload while the wallet is silent finds it,
        // and a later request of the action looks for its last call on chain first (lateBatch.ts).
        if (evidence && nonceBefore !== undefined)
          ask = await recordAsk({
            chainId: chain.id, account: address, description, nonce: nonceBefore, evidence: storeEvidence(evidence), lastCall: lastCallOf(calls),
            ...(block !== undefined ? { block: Number(block) } : {}), ...(action ? { action } : {}),
          })
        setState({ status: 'wallet' })
        const answer = await askBatch({ config, chain, account: address, calls, client, effect, nonceBefore, intervalMs })
        if (answer.kind === 'found') return found(BATCH_TEXTS.foundUnanswered(description))
        if (answer.kind === 'error') {
          const kind = sendErrorKind(answer.error)
          // The guard's refusal (src/walletGuard) ends the flow like the person's: nothing reached the wallet, no other way is tried.
          if (kind === 'refused' || isWalletRequestRefusal(answer.error)) {
            setState({ status: 'idle', error: describeTxError(answer.error, words) })
            return 'refused'
          }
          if (!client) {
            setState({ status: 'idle', notice: TX_TEXTS.unclear['nothing-seen'] })
            return 'unknown'
          }
          // The wallet may have sent it: the chain is asked before anything else is offered.
          setState({ status: 'checking' })
          const verdict = await watchOutcome({ client, account: address, effect, intervalMs, nonceBefore, error: kind, until: ['unsent', 'done', 'went-out'], quietMs: UNCLEAR_QUIET_MS, timeoutMs: RECEIPT_TIMEOUT_MS })
          if (verdict === 'unsent') {
            setState({ status: 'idle' })
            return 'unsent'
          }
          if (verdict === 'done') return found(BATCH_TEXTS.foundAfterError(description))
          // Something went out without the effect: the allowance tells the approval alone from another transaction.
          const seen = verdict === 'went-out' && evidence ? await readEvidence(client, evidence).catch(() => undefined) : undefined
          const finding = findingOf(verdict, seen)
          if (finding === 'in-flight') ask?.keep() // a transaction from the account still waits for a block: a reload follows it up
          else ask?.lapse() // kept: the wallet may yet send it, and the next request of the action looks for it first
          if (finding === 'first-step') refreshChainReads(queryClient, chain.id) // the allowance read: the next try needs no approval
          const notice = finding === 'first-step' ? lost.found('first-step', description)
            : verdict === 'went-out' ? BATCH_TEXTS.unclear.wentOut(description) : verdict === 'in-flight' ? TX_TEXTS.unclear['in-flight'] : TX_TEXTS.unclear['nothing-seen']
          setState({ status: verdict === 'in-flight' ? 'slow' : 'idle', notice })
          void notify(notice, { type: 'warning' })
          return 'unknown'
        }
        const id = answer.id
        ask?.answered() // the batch record below takes over
        setState({ status: 'pending', id })
        const { outcome, ending } = await followSentBatch({ config, chain, id, account: address, description, calls: calls.length, action }, TX_TEXTS, BATCH_TEXTS)
        if (outcome.kind === 'confirmed') onConfirmed?.()
        setState(ending.state)
        refreshChainReads(queryClient, chain.id)
        return outcome.kind
      } finally {
        // This page said what it found (or the wallet answered): the request needs no finding after a reload.
        ask?.end()
        if (taken?.taken) taken.release()
        running.current = false
      }
    },
    [account.address, account.chainId, chain, config, lost, queryClient, switchChainAsync, TX_TEXTS, BATCH_TEXTS],
  )

  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { ...state, busy: BUSY.includes(state.status), sendBatch, reset }
}

export type UseBatchFlowReturnType = ReturnType<typeof useBatchFlow>
