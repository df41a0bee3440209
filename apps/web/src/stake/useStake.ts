'use client'

import { starStakingAbi, starTokenAbi, type Deployment } from '@stardust/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { parseSignature, type Address, type Chain, type Hex } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { readContract, signTypedData } from 'wagmi/actions'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { formatAmount } from '@/onchain/format'
import { takeAction } from '@/transactions/actionLock'
import type { UseBatchFlowReturnType } from '@/transactions/batch/useBatchFlow'
import type { Evidence } from '@/transactions/outcome/evidence'
import { txTexts } from '@/transactions/texts'
import { lostAnswerTexts } from '@/transactions/unanswered/texts'
import type { SendTransactionParameters, UseTransactionReturnType } from '@/transactions/useTransaction'
import type { SignatureOutcome } from '@/wallet/signatures/requestSignature'
import { useSignatureRequest } from '@/wallet/signatures/useSignatureRequest'
import { permitWouldRevert } from './permitWouldRevert'
import { PERMIT_TTL_SECONDS, starPermitTypedData } from './permit'
import { hasContractCode } from './hasContractCode'
import { useAtomicBatching } from './useAtomicBatching'
import { stakeTexts } from './texts'

export type StakeStep = 'signature' | 'approval' | 'stake' | 'batch'
/** What failed: `message` for the signature (no transaction was sent), else the flow's error is shown after the step's name. */
export type StakeFailure = { step: StakeStep; message?: string | undefined; approvalStands?: boolean | undefined }
/** The person's way on from a permit request the wallet has not answered. */
export type UnansweredChoice = 'two-step' | 'cancel'

type Permit =
  | Exclude<SignatureOutcome<Hex, UnansweredChoice>, { kind: 'signed' }>
  | { kind: 'signed'; signature: Hex; deadline: bigint }
  /** The token's nonce could not be read: nothing was asked of the wallet. */
  | { kind: 'unprepared' }

export type UseStakeParameters = {
  chain: Chain
  deployment: Deployment
  allowance: bigint | undefined
  /** The chain's clock: the permit's deadline counts from it, not from the computer's. */
  chainNow: bigint | undefined
  tx: UseTransactionReturnType
  /** The EIP-5792 flow: approve + stake in one prompt, where the wallet batches atomically. */
  batch: UseBatchFlowReturnType
  /** The position's action key (actionKeys.ts), kept in every record this flow makes. */
  action: string
}

/**
 * Staking: one permit signature and one transaction; a contract wallet, or a wallet whose permit fails
 * in any way but the person's refusal, goes on by itself as approve + stake (and stays on two steps);
 * a permit never answered waits for the person to choose two steps or cancel. An allowance that already
 * covers the amount needs neither. Resolves true once the stake is confirmed.
 */
export function useStake({ chain, deployment, allowance, chainNow, tx, batch, action }: UseStakeParameters) {
  const config = useConfig()
  const { address: connected } = useAccount()
  // The flow's words (toasts, records, failures) in the page's language.
  const STAKE_TEXTS = useBound(stakeTexts)
  const LOST = useBound(lostAnswerTexts)
  const TX_TEXTS = useBound(txTexts)
  const locale = useLocale()
  const batching = useAtomicBatching(connected, chain.id)
  // Which flow the form shows: the batch's while it runs or ran last, else the transactions'.
  const [flow, setFlow] = useState<'transaction' | 'batch'>('transaction')
  const signature = useSignatureRequest<UnansweredChoice>()
  const [failure, setFailure] = useState<StakeFailure | undefined>(undefined)
  const [twoSteps, setTwoSteps] = useState(false)
  const [running, setRunning] = useState(false)
  // Read inside the flow without waiting for a render; a ref also blocks a second flow in the same tick.
  const twoStepsRef = useRef(false)
  const runningRef = useRef(false)
  const staking = deployment.staking!
  const token = deployment.token
  const { send, reset } = tx
  const { sendBatch, reset: resetBatch } = batch
  const { request: requestSignature } = signature
  const { ask: askBatching, prefetch: prefetchBatching, giveUp: stopBatching } = batching
  useEffect(prefetchBatching, [prefetchBatching])

  const goTwoSteps = () => {
    twoStepsRef.current = true
    setTwoSteps(true)
  }

  /** One transaction of the flow; on failure the step is named (the flow's state holds the reason). */
  const sendStep = useCallback(
    async (step: StakeStep, parameters: SendTransactionParameters, approvalStands = false) => {
      let confirmed = false
      await send({ ...parameters, action, held: true, onConfirmed: () => void (confirmed = true) })
      if (!confirmed) setFailure({ step, approvalStands })
      return confirmed
    },
    [action, send],
  )

  const askPermit = useCallback(
    async (account: Address, amount: bigint): Promise<Permit> => {
      const nonce = await readContract(config, { address: token, abi: starTokenAbi, functionName: 'nonces', args: [account], chainId: chain.id }).catch(() => undefined)
      if (nonce === undefined) return { kind: 'unprepared' }
      const deadline = (chainNow ?? BigInt(Math.floor(Date.now() / 1000))) + PERMIT_TTL_SECONDS
      const typedData = starPermitTypedData({ chainId: chain.id, token, owner: account, spender: staking, value: amount, nonce, deadline })
      const outcome = await requestSignature(() => signTypedData(config, { account, ...typedData }))
      return outcome.kind === 'signed' ? { kind: 'signed', signature: outcome.value, deadline } : outcome
    },
    [chain.id, chainNow, config, requestSignature, staking, token],
  )

  const stake = useCallback(
    async (account: Address, amount: bigint): Promise<boolean> => {
      if (runningRef.current) return false
      runningRef.current = true
      setRunning(true)
      reset()
      resetBatch()
      setFlow('transaction')
      setFailure(undefined)
      // The whole stake (permit or approve, then stake; or one batch) holds the position's action, so no other
      // tab starts one between its steps (actionLock.ts); its steps say so (`held`).
      const taken = await takeAction(action)
      const description = STAKE_TEXTS.tx.stake(formatAmount(amount, { locale }))
      try {
        if (!taken.taken) return fail({ step: 'stake', message: taken.why === 'asking' ? LOST.stillAsking(description, 'elsewhere') : TX_TEXTS.inFlight(description) })
        const stakeCall = { address: staking, abi: starStakingAbi, functionName: 'stake', args: [amount] } as const
        // Read again at the click: the approval of an earlier request that went out late (its stake did not) is never asked twice.
        const allowed = await readContract(config, { address: token, abi: starTokenAbi, functionName: 'allowance', args: [account, staking], chainId: chain.id }).catch(() => allowance)
        if (allowed !== undefined && allowed >= amount) return await sendStep('stake', { description, prepare: () => stakeCall })
        const approveCall = { address: token, abi: starTokenAbi, functionName: 'approve', args: [staking, amount] } as const
        // A wallet that batches atomically: approve + stake in one prompt and one transaction.
        if (await askBatching()) {
          setFlow('batch')
          let confirmed = false
          // The staked balance before the request: a lost or unclear answer is found out from it (it grew by
          // the amount), and from the allowance (the approval alone went through: the amount is allowed, not staked).
          const stakedBefore = await readContract(config, { address: staking, abi: starStakingAbi, functionName: 'balanceOf', args: [account], chainId: chain.id }).catch(() => undefined)
          const evidence: Evidence | undefined = stakedBefore === undefined ? undefined : {
            effect: { address: staking, functionName: 'balanceOf', args: [account], atLeast: stakedBefore + amount },
            firstStep: { address: token, functionName: 'allowance', args: [account, staking], atLeast: amount },
          }
          const result = await sendBatch({ description, action, held: true, evidence, calls: [approveCall, stakeCall], onConfirmed: () => void (confirmed = true) })
          if (confirmed) return true
          // Anything but "unsent" (the wallet could not take it, and nothing left the account) may have moved
          // money: no other way is offered on top of it (the flow's notice says what the chain showed).
          if (result !== 'unsent') {
            // The wallet ran the steps one by one: never ask it for a batch again.
            if (result === 'partial') stopBatching()
            return fail({ step: 'batch', approvalStands: result === 'partial' })
          }
          // The wallet could not take the batch after all (nothing was sent): the other ways, at once.
          stopBatching()
          setFlow('transaction')
        }
        if (!twoStepsRef.current) {
          // A contract account (Safe, smart account) has no ECDSA key for the token's permit
          // (OpenZeppelin/openzeppelin-contracts#2845); an EIP-7702 delegated EOA still has one.
          if (!(await hasContractCode(config, account, chain.id))) {
            const permit = await askPermit(account, amount)
            if (permit.kind === 'signed') {
              const { v, r, s } = parseSignature(permit.signature)
              const args = [amount, permit.deadline, Number(v ?? 27n), r, s] as const
              const permitStake = { address: staking, abi: starStakingAbi, functionName: 'stakeWithPermit', args } as const
              // A permit the token would refuse (a signature that is not the owner's key) is caught here,
              // before the wallet is asked to send anything: approve + stake instead.
              if (!(await permitWouldRevert(config, { ...permitStake, account, chainId: chain.id }))) {
                return await sendStep('stake', { description, prepare: () => permitStake })
              }
            }
            if (permit.kind === 'unprepared') return fail({ step: 'signature', message: STAKE_TEXTS.failed.signatureUnprepared })
            if (permit.kind === 'refused') return fail({ step: 'signature', message: STAKE_TEXTS.failed.signatureRefused })
            // The unanswered request may still be open in the wallet: never ask for a permit again on top of it.
            if (permit.kind === 'stopped' && permit.choice === 'cancel') {
              goTwoSteps()
              return fail({ step: 'signature', message: STAKE_TEXTS.failed.waitCancelled })
            }
          }
          goTwoSteps()
        }
        const approved = await sendStep('approval', { description: STAKE_TEXTS.tx.approve(formatAmount(amount, { locale })), prepare: () => approveCall })
        return approved && (await sendStep('stake', { description, prepare: () => stakeCall }, true))
      } finally {
        if (taken.taken) taken.release()
        runningRef.current = false
        setRunning(false)
      }
    },
    [action, allowance, askBatching, askPermit, chain.id, config, reset, resetBatch, sendBatch, sendStep, staking, stopBatching, token, STAKE_TEXTS, LOST, TX_TEXTS, locale],
  )

  function fail(value: StakeFailure): false {
    setFailure(value)
    return false
  }

  return {
    stake,
    failure,
    flow,
    /** The wallet batches atomically here: one prompt for approve + stake. */
    batches: batching.supported,
    twoSteps,
    signing: signature.phase !== 'idle',
    unanswered: signature.phase === 'unanswered',
    stopWaiting: signature.stop,
    busy: running || signature.phase !== 'idle',
  }
}
