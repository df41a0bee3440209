'use client'

import { starClaimAbi } from '@stardust/contracts'
import { useId, useState } from 'react'
import { getAddress, isAddress, type Chain } from 'viem'
import { useAccount, useSignTypedData, useSwitchChain } from 'wagmi'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { formatAmount } from '@/onchain/format'
import { TxStatusLine } from '@/onchain/TxStatusLine'
import { describeTxError } from '@/transactions/describeTxError'
import { txTexts } from '@/transactions/texts'
import { claimedEvidence } from './claimedEvidence'
import type { UseTransactionReturnType } from '@/transactions/useTransaction'
import type { UseSignatureRequestReturnType } from '@/wallet/signatures/useSignatureRequest'
import { claimTexts } from './texts'

export type ClaimToFormProps = {
  tx: UseTransactionReturnType
  /** The claim's action key (actionKeys.ts): a claim-to is the same allocation as Claim. */
  action: string
  /** A claim of this allocation is pending (any tab): nothing is offered. */
  inFlight: boolean
  signature: UseSignatureRequestReturnType<'stop'>
  /** The flow's state is this form's (its action ran last): status and errors show here, not under Claim. */
  active: boolean
  onStart: () => void
  account: `0x${string}`
  contract: `0x${string}`
  amount: bigint
  proof: `0x${string}`[]
  chain: Chain
}

/** StarClaim's typed data: ClaimTo(account, recipient, amount), domain "StarClaim" "1" on this chain and contract. */
const CLAIM_TO_TYPES = {
  ClaimTo: [
    { name: 'account', type: 'address' },
    { name: 'recipient', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
} as const

/**
 * Claim to another address: the eligible account signs ClaimTo (EIP-712), then the same flow sends
 * claimTo. There is no path without the signature, so a wallet that cannot make it (or never answers)
 * is told so here, keeping the recipient, and pointed to Claim or the proof download.
 */
export function ClaimToForm({ tx, action, inFlight, signature, active, onStart, account, contract, amount, proof, chain }: ClaimToFormProps) {
  const id = useId()
  const CLAIM_TEXTS = useBound(claimTexts)
  const TX_TEXTS = useBound(txTexts)
  const locale = useLocale()
  const [recipient, setRecipient] = useState('')
  // `quiet`: the person said no in the wallet, which is no error.
  const [failure, setFailure] = useState<{ text: string; quiet: boolean } | undefined>(undefined)
  const { signTypedDataAsync } = useSignTypedData()
  const { chainId: walletChainId } = useAccount()
  const { switchChainAsync } = useSwitchChain()
  const busy = tx.busy || signature.phase !== 'idle' || inFlight
  const trimmed = recipient.trim()
  const problem =
    // Strict (EIP-55): a mixed-case address whose checksum fails is a typo, and viem refuses to sign it.
    trimmed === '' ? undefined : !isAddress(trimmed) ? CLAIM_TEXTS.recipientInvalid : trimmed.toLowerCase() === account.toLowerCase() ? CLAIM_TEXTS.recipientSelf : undefined

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (trimmed === '' || problem || busy) return
    const to = getAddress(trimmed)
    onStart()
    tx.reset()
    setFailure(undefined)
    // The signature's domain names the claim's chain, and wallets sign typed data only for the chain they are on.
    if (walletChainId !== chain.id) {
      const switched = await switchChainAsync({ chainId: chain.id }).then(
        () => true,
        (error: unknown) => {
          const described = describeTxError(error, { chainName: chain.name, nativeSymbol: chain.nativeCurrency.symbol, texts: TX_TEXTS })
          setFailure({ text: described.message, quiet: described.kind === 'rejected' })
        },
      )
      if (!switched) return
    }
    const outcome = await signature.request(() =>
      signTypedDataAsync({
        domain: { name: 'StarClaim', version: '1', chainId: chain.id, verifyingContract: contract },
        types: CLAIM_TO_TYPES,
        primaryType: 'ClaimTo',
        message: { account, recipient: to, amount },
      }),
    )
    if (outcome.kind !== 'signed') {
      const text = { refused: CLAIM_TEXTS.claimToRefused, 'cannot-sign': CLAIM_TEXTS.claimToCannotSign, stopped: CLAIM_TEXTS.claimToStopped }[outcome.kind]
      setFailure({ text, quiet: outcome.kind !== 'cannot-sign' })
      return
    }
    await tx.send({
      action,
      description: CLAIM_TEXTS.claimToDescription(formatAmount(amount, { locale }), to),
      prepare: () => ({ address: contract, abi: starClaimAbi, functionName: 'claimTo', args: [account, to, amount, proof, outcome.value] }),
      evidence: claimedEvidence(contract, account),
    })
  }
  const error = failure ?? (active && tx.error ? { text: tx.error.message, quiet: tx.error.kind === 'rejected' } : undefined)
  return (
    <details className="claim-to" data-testid="claim-to-form">
      <summary>{CLAIM_TEXTS.claimTo}</summary>
      <form onSubmit={(event) => void submit(event)}>
        <p className="claim-hint">{CLAIM_TEXTS.claimToHint}</p>
        <label htmlFor={id}>{CLAIM_TEXTS.recipientLabel}</label>
        <input
          id={id}
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          data-testid="claim-to-recipient"
        />
        {problem && (
          <p id={`${id}-problem`} className="claim-error">
            {problem}
          </p>
        )}
        <button type="submit" className="secondary-button" disabled={busy || trimmed === '' || Boolean(problem)} data-testid="claim-to-submit">
          {CLAIM_TEXTS.sendClaimTo}
        </button>
        {active && signature.phase === 'unanswered' && (
          <div className="tx-offer" role="alert" data-testid="claim-to-unanswered">
            <p>{CLAIM_TEXTS.claimToUnanswered}</p>
            <button type="button" className="secondary-button" onClick={() => signature.stop('stop')} data-testid="claim-to-stop-waiting">
              {CLAIM_TEXTS.stopWaiting}
            </button>
          </div>
        )}
        {active && <TxStatusLine status={tx.status} extra={signature.phase === 'waiting' ? CLAIM_TEXTS.claimToSigning : undefined} testId="claim-to-tx" />}
        {error && (
          <p role={error.quiet ? 'status' : 'alert'} className={error.quiet ? undefined : 'claim-error'} data-testid="claim-to-error">
            {error.text}
          </p>
        )}
      </form>
    </details>
  )
}
