'use client'

import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { WaitForTransactionReceiptTimeoutError, type Abi, type Address, type Chain, type Hash, type PublicClient, type TransactionReceipt } from 'viem'
import { useAccount, useConfig, useSwitchChain } from 'wagmi'
import { getPublicClient, simulateContract, type writeContract } from 'wagmi/actions'
import { useBound } from '@/i18n/useBound'
import { dismissToast, notify } from '@/toast/notify'
import { WALLET_GUARD_TOAST_ID } from '@/walletGuard/reportRefusal'
import { assertCallAllowed } from '@/walletGuard/siteGuard'
import { takeAction, type TakenAction } from './actionLock'
import { RECEIPT_TIMEOUT_MS } from './constants'
import { describeTxError, type DescribedTxError } from './describeTxError'
import { storeEvidence, type Evidence } from './outcome/evidence'
import { writeAndFind, type WriteAnswer } from './outcome/writeAndFind'
import { receiptPollInterval } from './receiptPolling'
import { refreshChainReads } from './refreshChainReads'
import { isCancelled } from './replacement'
import { sitePendingWatcher } from './sitePendingWatcher'
import { siteTxRecords } from './siteTxRecords'
import { intentOf } from './unanswered/intent'
import { adoptLateAnswer } from './unanswered/lateAnswer'
import { recordAsk, type RecordedAsk } from './unanswered/recordAsk'
import { lostAnswerTexts } from './unanswered/texts'
import { txTexts } from './texts'

export type TransactionStatus = 'idle' | 'switching' | 'wallet' | 'simulating' | 'checking' | 'pending' | 'slow' | 'confirmed' | 'cancelled' | 'failed'

export type TransactionState = {
  status: TransactionStatus
  hash?: Hash | undefined
  error?: DescribedTxError | undefined
  /** How the transaction was found when the wallet's answer was lost (shown beside the status). */
  notice?: string | undefined
}

/** The call to make, built once the flow knows the account (it may ask the wallet for a signature first). */
export type ContractCall = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint }

export type SendTransactionParameters = {
  /** Words for the toasts and the records, e.g. 'Claim 1,000 STAR'. */
  description: string
  prepare: (account: Address) => Promise<ContractCall> | ContractCall
  /** Runs once the action is mined and succeeded (a speed-up included); never for a cancelled or replaced one. */
  onConfirmed?: (receipt: TransactionReceipt) => void
  /** What it does (actionKeys.ts), kept in the record: every tab offers it no second time while it is pending. */
  action?: string | undefined
  /** What the chain shows once it is done (isClaimed, a balance reached): read, beside the account's transactions, after a reload while the wallet was silent. */
  evidence?: Evidence | undefined
  /** The caller's flow holds `action` already (takeAction, for several steps): not taken again here. */
  held?: boolean | undefined
}

export type UseTransactionParameters = { chain: Chain }

export type UseTransactionReturnType = TransactionState & {
  /** True from the click until the receipt (or an error): the button stays locked, no second prompt. */
  busy: boolean
  send: (parameters: SendTransactionParameters) => Promise<void>
  reset: () => void
}

const BUSY: readonly TransactionStatus[] = ['switching', 'wallet', 'simulating', 'checking', 'pending']

/**
 * The site's one transaction flow: switch chain if needed -> simulate -> write (button locked while the
 * wallet is open) -> RainbowKit's recent transaction plus the site's own record -> receipt (300 s, polled
 * by the tab's one loop per chain, never under a second) -> words and toasts at once -> the reads of that chain refreshed behind them.
 * A speed-up is the same action; a cancel or another transaction with the same nonce is 'cancelled'. A
 * slow transaction stays pending ('slow'), never failed; a rejection in the wallet leaves everything as it was.
 * Any other failure of the wallet's answer ('checking') is found out from the chain: the account's nonce
 * against the one before the request, then the transaction of that nonce, followed here if it is this call.
 */
export function useTransaction({ chain }: UseTransactionParameters): UseTransactionReturnType {
  const config = useConfig()
  const account = useAccount()
  const { switchChainAsync } = useSwitchChain()
  const addRecentTransaction = useAddRecentTransaction()
  const queryClient = useQueryClient()
  const lost = useBound(lostAnswerTexts)
  const TX_TEXTS = useBound(txTexts)
  const [state, setState] = useState<TransactionState>({ status: 'idle' })
  // A ref, not state: a double click in one tick must not start two flows.
  const running = useRef(false)

  const send = useCallback(
    async ({ description, prepare, onConfirmed, action, evidence, held }: SendTransactionParameters) => {
      if (running.current) return
      running.current = true
      const words = { chainName: chain.name, nativeSymbol: chain.nativeCurrency.symbol, texts: TX_TEXTS }
      let hash: Hash | undefined
      let ask: RecordedAsk | undefined
      let taken: TakenAction | undefined
      try {
        // One tab's flow at a time per action, and none while a record of it is in flight (actionLock.ts).
        if (action && !held) {
          taken = await takeAction(action)
          if (!taken.taken) {
            setState({ status: 'idle', error: { kind: 'in_flight', message: taken.why === 'asking' ? lost.stillAsking(description, 'elsewhere') : TX_TEXTS.inFlight(description) } })
            return
          }
        }
        const address = account.address
        if (!address) throw new Error(TX_TEXTS.errors.notConnected)
        if (account.chainId !== chain.id) {
          setState({ status: 'switching' })
          // Through wagmi's mutation, so the "switch in your wallet" notice sees a failure (useSwitchInWalletNotice).
          await switchChainAsync({ chainId: chain.id })
        }
        setState({ status: 'wallet' })
        const call = await prepare(address)
        assertCallAllowed(chain.id, call, TX_TEXTS.guardRefused) // the build's allowlist (src/walletGuard): a refused call ends here
        setState({ status: 'simulating' })
        const client = getPublicClient(config, { chainId: chain.id }) as PublicClient | undefined
        // An earlier request of this very call, given up on, that the wallet sent after all: followed, not asked again (lateAnswer.ts).
        const late = client && action ? await adoptLateAnswer(client, { action, chainId: chain.id, account: address, intent: intentOf(call) }) : undefined
        // Read beside the simulation, before the wallet opens: what the account sends afterwards went out with this request.
        const reading = client && !late
          ? Promise.all([client.getTransactionCount({ address, blockTag: 'pending' }), client.getBlockNumber({ cacheTime: 0 })]).then(
              ([nonce, block]) => ({ nonce, block }),
              () => undefined,
            )
          : Promise.resolve(undefined)
        const askWallet = async (): Promise<WriteAnswer> => {
          const { request } = await simulateContract(config, { ...call, account: address, chainId: chain.id } as Parameters<typeof simulateContract>[1])
          const before = await reading
          setState({ status: 'wallet' })
          // Written before the wallet opens (unanswered/): a page reloaded while the wallet is silent looks for this
          // very transaction (the account's, from this nonce, to this contract and function) before offering it again.
          ask = client && before
            ? await recordAsk({ chainId: chain.id, account: address, description, nonce: before.nonce, block: Number(before.block), intent: intentOf(call), ...(evidence ? { evidence: storeEvidence(evidence) } : {}), ...(action ? { action } : {}) })
            : undefined
          return writeAndFind({
            config, request: request as Parameters<typeof writeContract>[1], call, account: address, client, before, intervalMs: receiptPollInterval(chain.blockTime), words,
            onChecking: () => setState({ status: 'checking' }),
            notices: { sentUnanswered: lost.sentUnanswered, found: TX_TEXTS.unclear.found },
          })
        }
        const answer: WriteAnswer = late ? { kind: 'hash', hash: late.hash, notice: late.batch ? lost.followedEarlier(late.batch) : lost.followed(description) } : await askWallet()
        if (answer.kind === 'unclear') {
          if (answer.outcome === 'in-flight') ask?.keep() // a reload follows it up
          else ask?.lapse() // kept for a later send of this call to look for a late answer
          const error: DescribedTxError = { kind: 'unknown', message: TX_TEXTS.unclear[answer.outcome] }
          setState({ status: answer.outcome === 'in-flight' ? 'slow' : 'failed', error })
          void notify(error.message, { type: 'warning' })
          return
        }
        hash = answer.hash
        const notice = answer.notice
        siteTxRecords().add({ hash, chainId: chain.id, account: address, description, ...(action ? { action } : {}) })
        ask?.answered() // the transaction record takes over
        addRecentTransaction({ hash, description })
        setState({ status: 'pending', hash, notice })
        void notify(TX_TEXTS.toast.pending(description), { toastId: `${hash}:pending`, type: 'info' })
        // The tab's one poll loop per chain (never under a second; receiptPolling.ts): the receipt, or the
        // replacement's when the wallet replaced it, as viem's waitForTransactionReceipt reports them.
        const { receipt, replacement } = await sitePendingWatcher(config).follow(chain.id, hash, { timeoutMs: RECEIPT_TIMEOUT_MS })
        void dismissToast(`${hash}:pending`)
        if (replacement && isCancelled(replacement.reason)) {
          siteTxRecords().settle(hash, chain.id, 'cancelled', replacement.hash)
          setState({ status: 'cancelled', hash: replacement.hash, notice })
          void notify(TX_TEXTS.toast.cancelled(description), { toastId: `${hash}:done`, type: 'warning' })
        } else if (receipt.status === 'success') {
          siteTxRecords().settle(hash, chain.id, 'confirmed', replacement?.hash)
          onConfirmed?.(receipt)
          setState({ status: 'confirmed', hash: receipt.transactionHash, notice })
          void notify(TX_TEXTS.toast.confirmed(description), { toastId: `${hash}:done`, type: 'success' })
        } else {
          siteTxRecords().settle(hash, chain.id, 'failed', replacement?.hash)
          const error: DescribedTxError = { kind: 'contract', message: TX_TEXTS.errors.reverted }
          setState({ status: 'failed', hash: receipt.transactionHash, error, notice })
          void notify(TX_TEXTS.toast.failed(description, error.message), { toastId: `${hash}:done`, type: 'error' })
        }
        // Only the reads this chain's state can have changed, in the background: never awaited, so the
        // words above follow the receipt alone (a dead RPC of another chain cannot hold them back).
        refreshChainReads(queryClient, chain.id)
      } catch (cause) {
        if (hash && cause instanceof WaitForTransactionReceiptTimeoutError) {
          // rainbow-me/rainbowkit#1714 calls this failed; it may yet confirm, so the record stays pending.
          setState({ status: 'slow', hash })
          void dismissToast(`${hash}:pending`)
          void notify(TX_TEXTS.toast.slow(description), { toastId: `${hash}:done`, type: 'warning' })
          return
        }
        const error = cause instanceof Error && cause.message === TX_TEXTS.errors.notConnected
          ? { kind: 'unknown' as const, message: TX_TEXTS.errors.notConnected }
          : describeTxError(cause, words)
        setState({ status: error.kind === 'rejected' ? 'idle' : 'failed', hash, error })
        if (error.kind !== 'rejected')
          void notify(hash ? TX_TEXTS.toast.failed(description, error.message) : error.message, { type: 'error', toastId: error.kind === 'not_allowed' ? WALLET_GUARD_TOAST_ID : undefined })
      } finally {
        ask?.end()
        if (taken?.taken) taken.release()
        running.current = false
      }
    },
    [account.address, account.chainId, addRecentTransaction, chain, config, lost, queryClient, switchChainAsync, TX_TEXTS],
  )

  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { ...state, busy: BUSY.includes(state.status), send, reset }
}
