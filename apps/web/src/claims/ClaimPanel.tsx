'use client'

import { starClaimAbi } from '@stardust/contracts'
import { useState } from 'react'
import { useAccount, useConfig, useSwitchChain } from 'wagmi'
import { ClaimAddStar } from '@/addStar/ClaimAddStar'
import { NetworkFeeLine } from '@/fees/NetworkFeeLine'
import { useNetworkFee } from '@/fees/useNetworkFee'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { formatAmount, formatChainTime } from '@/onchain/format'
import type { ActionInFlight } from '@/transactions/actionInFlight'
import { actionKey } from '@/transactions/actionKeys'
import { InFlightLine } from '@/transactions/InFlightLine'
import { txTexts } from '@/transactions/texts'
import { useActionInFlight } from '@/transactions/useActionInFlight'
import { useTransaction } from '@/transactions/useTransaction'
import { useSignatureRequest } from '@/wallet/signatures/useSignatureRequest'
import { ClaimGuardLine } from '@/walletGuard/ClaimGuardLine'
import { checkClaimContract } from '@/walletGuard/siteGuard'
import { timeLeft } from './claimState'
import { claimedEvidence } from './claimedEvidence'
import { claimTexts } from './texts'
import type { ClaimTarget } from './claimTarget'
import { ClaimToForm } from './ClaimToForm'
import { ProofDownload } from './ProofDownload'
import { useClaimStatus } from './useClaimStatus'

/** The claim for the connected address on the page's chain: every state of the issue, and the claim itself. */
export default function ClaimPanel({ target }: { target: ClaimTarget }) {
  const CLAIM_TEXTS = useBound(claimTexts)
  const TX_TEXTS = useBound(txTexts)
  const locale = useLocale()
  const { address, chainId: walletChainId } = useAccount()
  const chain = useConfig().chains.find((c) => c.id === target.chainId)
  const deployed = Boolean(target.contract && chain)
  const { view, eligibility, now, retry } = useClaimStatus(target, address, deployed)
  const { switchChain, isPending: switching } = useSwitchChain()
  // A claim or claim-to of this allocation pending in any tab (or before a reload): neither is offered again.
  const action = target.contract && address ? actionKey('claim', target.chainId, target.contract, address) : undefined
  const inFlight = useActionInFlight(action)
  // The record's claim contract and the one the answer names, both held to the build's allowlist (src/walletGuard).
  const guard = eligibility.state === 'eligible' ? bothClaimContracts(target.chainId, target.contract, eligibility.contract) : { ok: true as const }

  return (
    <section className="claim-card" data-testid="claim-state" data-state={view}>
      {view === 'no-deployment' && <p>{CLAIM_TEXTS.notOnNetwork(target.chainName)}</p>}
      {view === 'loading' && <p role="status">{CLAIM_TEXTS.loading}</p>}
      {view === 'mismatch' && <p role="alert">{CLAIM_TEXTS.mismatch}</p>}
      {(eligibility.state === 'eligible' || eligibility.state === 'not-eligible') && eligibility.source === 'published' && view !== 'loading' && (
        <p className="claim-source" role="status" data-testid="claim-source">
          {CLAIM_TEXTS.usingPublished(target.chainName)}
        </p>
      )}
      {(view === 'unavailable' || view === 'published-refused') && (
        <>
          <p role="alert" data-testid="claim-unavailable">
            {view === 'published-refused' ? CLAIM_TEXTS.publishedRefused(target.chainName) : CLAIM_TEXTS.unavailable}
          </p>
          <button type="button" className="secondary-button" onClick={retry}>
            {CLAIM_TEXTS.retry}
          </button>
        </>
      )}
      {view === 'not-eligible' && (
        <>
          <p className="claim-headline">{CLAIM_TEXTS.notEligible(target.chainName)}</p>
          <p className="claim-hint">{CLAIM_TEXTS.notEligibleHint}</p>
        </>
      )}
      {eligibility.state === 'eligible' && (view === 'eligible' || view === 'claimed' || view === 'window-closed') && (
        <>
          <p className="claim-headline">{view === 'claimed' ? CLAIM_TEXTS.claimed : view === 'eligible' ? (inFlight.state === 'in-flight' && !inFlight.checking ? CLAIM_TEXTS.claiming : CLAIM_TEXTS.eligible) : CLAIM_TEXTS.windowClosed}</p>
          <dl className="claim-figures">
            <div>
              <dt>{CLAIM_TEXTS.amountLabel}</dt>
              <dd data-testid="claim-amount">
                {/* "1,500 STAR" as the wallet shows it, also in a right-to-left page */}
                <bdi dir="ltr">{formatAmount(eligibility.amount, { locale })} STAR</bdi>
              </dd>
            </div>
            <div>
              <dt>{CLAIM_TEXTS.deadlineLabel}</dt>
              <dd>{formatChainTime(BigInt(eligibility.deadline), locale)}</dd>
            </div>
            {view === 'eligible' && (
              <div>
                <dt>{CLAIM_TEXTS.timeLeftLabel}</dt>
                <dd>{timeLeft(eligibility.deadline, now, CLAIM_TEXTS.timeLeft)}</dd>
              </div>
            )}
          </dl>
          {view === 'claimed' && <p>{CLAIM_TEXTS.claimedLine(formatAmount(eligibility.amount, { locale }))}</p>}
          {view === 'claimed' && target.contract && address && <ClaimAddStar claim={target.contract} chainId={target.chainId} />}
          {view === 'window-closed' && <p>{CLAIM_TEXTS.windowClosedLine}</p>}
          {view === 'eligible' && chain && address && (
            <>
              {walletChainId !== target.chainId && (
                <div className="claim-wrong-network" data-testid="claim-wrong-network">
                  <p>{CLAIM_TEXTS.wrongNetwork(target.chainName)}</p>
                  <button type="button" className="connect-button" disabled={switching} onClick={() => switchChain({ chainId: target.chainId })}>
                    {switching ? TX_TEXTS.status.switching : CLAIM_TEXTS.switchTo(target.chainName)}
                  </button>
                </div>
              )}
              {guard.ok ? (
                <ClaimActions action={action!} inFlight={inFlight} chain={chain} account={address} contract={target.contract!} amount={eligibility.amount} proof={eligibility.proof} chainName={target.chainName} />
              ) : (
                <ClaimGuardLine chainId={target.chainId} contract={eligibility.contract} detail={guard.detail} />
              )}
            </>
          )}
          {view === 'eligible' && (
            <ProofDownload target={target} account={address!} amount={eligibility.amount} proof={eligibility.proof} deadline={eligibility.deadline} />
          )}
        </>
      )}
    </section>
  )
}

type ClaimActionsProps = {
  action: string
  inFlight: ActionInFlight
  chain: NonNullable<ReturnType<typeof useConfig>['chains'][number]>
  account: `0x${string}`
  contract: `0x${string}`
  amount: bigint
  proof: `0x${string}`[]
  chainName: string
}

function ClaimActions({ action, inFlight, chain, account, contract, amount, proof, chainName }: ClaimActionsProps) {
  const tx = useTransaction({ chain })
  const CLAIM_TEXTS = useBound(claimTexts)
  const TX_TEXTS = useBound(txTexts)
  const locale = useLocale()
  // One wallet prompt at a time: while the claim-to signature is asked for, Claim waits too.
  const signature = useSignatureRequest<'stop'>()
  // The form whose action ran last shows the flow's status and errors, next to its own button.
  const [lastForm, setLastForm] = useState<'claim' | 'claim-to'>('claim')
  const mine = lastForm === 'claim'
  const busy = tx.busy || signature.phase !== 'idle' || inFlight.state === 'in-flight'
  const label = tx.busy && mine ? TX_TEXTS.status[tx.status as 'switching' | 'wallet' | 'simulating' | 'checking' | 'pending'] : CLAIM_TEXTS.claim
  const fee = useNetworkFee({ chain, account, call: { address: contract, abi: starClaimAbi, functionName: 'claim', args: [account, amount, proof] } })
  const claim = () => {
    setLastForm('claim')
    // The balance cannot pay the network fee: said under the button, and the wallet is not opened.
    if (fee.state === 'ready' && !fee.canPay) return
    void tx.send({
      action,
      description: CLAIM_TEXTS.claimDescription(formatAmount(amount, { locale }), chainName),
      prepare: () => ({ address: contract, abi: starClaimAbi, functionName: 'claim', args: [account, amount, proof] }),
      evidence: claimedEvidence(contract, account),
    })
  }
  return (
    <div className="claim-actions">
      <button type="button" className="connect-button claim-button" data-testid="claim-button" disabled={busy} aria-busy={tx.busy && mine} onClick={claim}>
        {label}
      </button>
      <NetworkFeeLine preview={fee} chain={chain} testId="claim-fee" />
      {!tx.busy && <InFlightLine inFlight={inFlight} testId="claim-in-flight" />}
      {mine && tx.status === 'checking' && <p role="status">{TX_TEXTS.status.checking}</p>}
      {mine && tx.notice && <p role="status" data-testid="claim-notice">{tx.notice}</p>}
      {mine && tx.status === 'slow' && <p role="status">{TX_TEXTS.status.slow}</p>}
      {mine && tx.status === 'cancelled' && <p role="status" data-testid="claim-cancelled">{TX_TEXTS.status.cancelled}</p>}
      {mine && tx.error && (
        <p role={tx.error.kind === 'rejected' ? 'status' : 'alert'} className={tx.error.kind === 'rejected' ? undefined : 'claim-error'} data-testid="claim-error">
          {tx.error.message}
        </p>
      )}
      <ClaimToForm
        tx={tx}
        action={action}
        inFlight={inFlight.state === 'in-flight'}
        signature={signature}
        active={!mine}
        onStart={() => setLastForm('claim-to')}
        account={account}
        contract={contract}
        amount={amount}
        proof={proof}
        chain={chain}
      />
    </div>
  )
}

function bothClaimContracts(chainId: number, recorded: string | null, answered: string) {
  const record = checkClaimContract(chainId, recorded)
  return record.ok ? checkClaimContract(chainId, answered) : record
}
