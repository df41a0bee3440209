'use client'

import { isUserRejection } from '@stardust/wallet-auth'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Chain, Hash } from 'viem'
import { useAccount, useConfig, useSwitchChain } from 'wagmi'
import { getConnectorClient, sendCalls } from 'wagmi/actions'
import { dismissToast, notify } from '@/toast/notify'
import { isWalletRequestRefusal } from '@/walletGuard/walletRequestRefusedError'
import { RECEIPT_POLL_FALLBACK_MS, RECEIPT_TIMEOUT_MS } from '../constants'
import { describeTxError, type DescribedTxError } from '../describeTxError'
import { refreshChainReads } from '../refreshChainReads'
import { TX_TEXTS } from '../texts'
import type { ContractCall, TransactionStatus } from '../useTransaction'
import { batchOutcomeStatus } from './batchOutcomeStatus'
import { siteBatchRecords } from './batchRecords'
import { followCallsStatus, type CallsOutcome } from './followCallsStatus'
import { BATCH_TEXTS } from './texts'

/**
 * How a batch went, for the caller: `confirmed` from its receipts; `refused` by the person (nothing sent);
 * `unsent`: the wallet could not take the batch (nothing sent: the caller goes another way); `failed`,
 * `partial`, `unconfirmed`, `slow`: it was sent, and the state says what is known.
 */
export type BatchResult = 'confirmed' | 'refused' | 'unsent' | CallsOutcome['kind']

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
  /** What it does (actionKeys.ts), kept in the record: every tab offers it no second time while it is pending. */
  action?: string | undefined
}

const BUSY: readonly TransactionStatus[] = ['switching', 'wallet', 'pending']

/**
 * EIP-5792 beside the one-transaction flow: switch chain if needed -> `wallet_sendCalls` with atomicity
 * required (one prompt) -> follow the batch's status to its receipts (followCallsStatus) -> the same words
 * and toasts as a transaction -> the chain's reads refreshed. A refusal leaves everything as it was; a
 * wallet that fails the request itself (before anything is sent) lets the caller take another way.
 */
export function useBatchFlow({ chain }: { chain: Chain }) {
  const config = useConfig()
  const account = useAccount()
  const { switchChainAsync } = useSwitchChain()
  const queryClient = useQueryClient()
  const [state, setState] = useState<BatchFlowState>({ status: 'idle' })
  const running = useRef(false)

  const sendBatch = useCallback(
    async ({ description, calls, onConfirmed, action }: SendBatchParameters): Promise<BatchResult> => {
      if (running.current) return 'unsent'
      running.current = true
      const words = { chainName: chain.name, nativeSymbol: chain.nativeCurrency.symbol }
      try {
        const address = account.address
        if (!address) return 'unsent'
        let id: string
        try {
          if (account.chainId !== chain.id) {
            setState({ status: 'switching' })
            await switchChainAsync({ chainId: chain.id })
          }
          setState({ status: 'wallet' })
          const sent = await sendCalls(config, {
            account: address,
            chainId: chain.id,
            forceAtomic: true,
            calls: calls.map(({ address: to, abi, functionName, args, value }) => ({ to, abi, functionName, args, value })),
          })
          id = sent.id
        } catch (cause) {
          // The guard's refusal (src/walletGuard) ends the flow like the person's: nothing was sent, no other way is tried.
          if (isUserRejection(cause) || isWalletRequestRefusal(cause)) {
            setState({ status: 'idle', error: describeTxError(cause, words) })
            return 'refused'
          }
          // Nothing was sent (no id): the wallet cannot take this batch after all.
          setState({ status: 'idle' })
          return 'unsent'
        }
        // Recorded at once, so a reload or another tab follows it again (useResumeBatches).
        siteBatchRecords().add({ id, chainId: chain.id, account: address, description, calls: calls.length, ...(action ? { action } : {}) })
        setState({ status: 'pending', id })
        void notify(TX_TEXTS.toast.pending(description), { toastId: `${id}:pending`, type: 'info' })
        const outcome = await followCallsStatus(await getConnectorClient(config, { chainId: chain.id }), {
          id,
          calls: calls.length,
          pollingInterval: chain.blockTime ?? RECEIPT_POLL_FALLBACK_MS,
          timeout: RECEIPT_TIMEOUT_MS,
        }).catch((): CallsOutcome => ({ kind: 'unconfirmed' }))
        void dismissToast(`${id}:pending`)
        const settled = batchOutcomeStatus(outcome)
        if (settled) siteBatchRecords().settle(id, chain.id, settled)
        settle(outcome, id, description, onConfirmed)
        refreshChainReads(queryClient, chain.id)
        return outcome.kind
      } finally {
        running.current = false
      }
    },
    [account.address, account.chainId, chain, config, queryClient, switchChainAsync],
  )

  function settle(outcome: CallsOutcome, id: string, description: string, onConfirmed: (() => void) | undefined) {
    const done = { toastId: `${id}:done` }
    switch (outcome.kind) {
      case 'confirmed':
        onConfirmed?.()
        setState({ status: 'confirmed', id, hash: outcome.hash })
        void notify(TX_TEXTS.toast.confirmed(description), { ...done, type: 'success' })
        return
      case 'slow':
        setState({ status: 'slow', id })
        void notify(TX_TEXTS.toast.slow(description), { ...done, type: 'warning' })
        return
      case 'unconfirmed':
        setState({ status: 'slow', id, notice: BATCH_TEXTS.unconfirmed })
        void notify(BATCH_TEXTS.toast.unconfirmed(description), { ...done, type: 'warning' })
        return
      case 'failed':
      case 'partial': {
        const error: DescribedTxError = { kind: 'contract', message: outcome.kind === 'partial' ? BATCH_TEXTS.partial : TX_TEXTS.errors.reverted }
        setState({ status: 'failed', id, hash: outcome.hash, error })
        void notify(TX_TEXTS.toast.failed(description, error.message), { ...done, type: 'error' })
      }
    }
  }

  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { ...state, busy: BUSY.includes(state.status), sendBatch, reset }
}

export type UseBatchFlowReturnType = ReturnType<typeof useBatchFlow>
