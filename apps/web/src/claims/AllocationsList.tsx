'use client'

import { useAccount } from 'wagmi'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { formatAmount } from '@/onchain/format'
import type { ClaimView } from './claimState'
import { claimTexts } from './texts'
import type { ClaimTarget } from './claimTarget'
import type { ClaimTexts } from './texts'
import { useClaimStatus } from './useClaimStatus'

const status = (CLAIM_TEXTS: ClaimTexts): Record<ClaimView, string> => ({
  'no-deployment': CLAIM_TEXTS.statusNoDeployment,
  loading: CLAIM_TEXTS.statusLoading,
  'not-eligible': CLAIM_TEXTS.statusNotEligible,
  eligible: CLAIM_TEXTS.statusEligible,
  claimed: CLAIM_TEXTS.claimed,
  'window-closed': CLAIM_TEXTS.statusClosed,
  mismatch: CLAIM_TEXTS.statusUnavailable,
  unavailable: CLAIM_TEXTS.statusUnavailable,
  'published-refused': CLAIM_TEXTS.statusPublishedRefused,
})

/** /claim: the connected address's allocation and status on every claim chain, each linking to its page. */
export default function AllocationsList({ targets, current }: { targets: readonly ClaimTarget[]; current: number }) {
  const CLAIM_TEXTS = useBound(claimTexts)
  return (
    <section className="claim-card claim-all" data-testid="claim-all-chains">
      <h2>{CLAIM_TEXTS.allChains}</h2>
      <ul>
        {targets.map((target) => (
          <AllocationRow key={target.chainId} target={target} current={target.chainId === current} />
        ))}
      </ul>
    </section>
  )
}

function AllocationRow({ target, current }: { target: ClaimTarget; current: boolean }) {
  const { address } = useAccount()
  const CLAIM_TEXTS = useBound(claimTexts)
  const locale = useLocale()
  const deployed = Boolean(target.contract)
  const { view, eligibility } = useClaimStatus(target, address, deployed)
  return (
    <li data-testid={`claim-chain-${target.chainId}`} data-state={view}>
      <span className="claim-chain-name">{target.chainName}</span>
      <span className="claim-chain-amount">{eligibility.state === 'eligible' ? <bdi dir="ltr">{`${formatAmount(eligibility.amount, { locale })} STAR`}</bdi> : '—'}</span>
      <span className="claim-chain-status">{status(CLAIM_TEXTS)[view]}</span>
      {current ? null : (
        <a href={target.path} className="claim-chain-link">
          {CLAIM_TEXTS.openPage} {target.path}
        </a>
      )}
    </li>
  )
}
