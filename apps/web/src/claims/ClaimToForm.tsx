'use client'

import { starClaimAbi } from '@stardust/contracts'
import { useId, useState } from 'react'
import { isAddress } from 'viem'
import { useSignTypedData } from 'wagmi'
import { formatAmount } from '@/onchain/format'
import type { UseTransactionReturnType } from '@/transactions/useTransaction'
import { CLAIM_TEXTS } from './claimTexts'

export type ClaimToFormProps = {
  tx: UseTransactionReturnType
  account: `0x${string}`
  contract: `0x${string}`
  amount: bigint
  proof: `0x${string}`[]
  chainId: number
}

/** StarClaim's typed data: ClaimTo(account, recipient, amount), domain "StarClaim" "1" on this chain and contract. */
const CLAIM_TO_TYPES = {
  ClaimTo: [
    { name: 'account', type: 'address' },
    { name: 'recipient', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
} as const

/** Claim to another address: the eligible account signs ClaimTo (EIP-712), then the same flow sends claimTo. */
export function ClaimToForm({ tx, account, contract, amount, proof, chainId }: ClaimToFormProps) {
  const id = useId()
  const [recipient, setRecipient] = useState('')
  const { signTypedDataAsync } = useSignTypedData()
  const trimmed = recipient.trim()
  const problem =
    trimmed === '' ? undefined : !isAddress(trimmed, { strict: false }) ? CLAIM_TEXTS.recipientInvalid : trimmed.toLowerCase() === account.toLowerCase() ? CLAIM_TEXTS.recipientSelf : undefined
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (trimmed === '' || problem) return
    const to = trimmed as `0x${string}`
    void tx.send({
      description: CLAIM_TEXTS.claimToDescription(formatAmount(amount), to),
      prepare: async () => {
        const signature = await signTypedDataAsync({
          domain: { name: 'StarClaim', version: '1', chainId, verifyingContract: contract },
          types: CLAIM_TO_TYPES,
          primaryType: 'ClaimTo',
          message: { account, recipient: to, amount },
        })
        return { address: contract, abi: starClaimAbi, functionName: 'claimTo', args: [account, to, amount, proof, signature] }
      },
    })
  }
  return (
    <details className="claim-to">
      <summary>{CLAIM_TEXTS.claimTo}</summary>
      <form onSubmit={submit}>
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
        />
        {problem && (
          <p id={`${id}-problem`} className="claim-error">
            {problem}
          </p>
        )}
        <button type="submit" className="secondary-button" disabled={tx.busy || trimmed === '' || Boolean(problem)}>
          {CLAIM_TEXTS.sendClaimTo}
        </button>
      </form>
    </details>
  )
}
