'use client'

import { useEffect } from 'react'
import { useBound } from '@/i18n/useBound'
import { walletGuardTexts } from './texts'

/**
 * Shown instead of a claim's actions when its contract (the deployments record's, or the one an API answer or
 * published proofs name) is not the build's: no button, so no wallet request. Logged once per contract.
 */
export function ClaimGuardLine({ chainId, contract, detail }: { chainId: number; contract: string | null | undefined; detail: string }) {
  const WALLET_GUARD_TEXTS = useBound(walletGuardTexts)
  useEffect(() => console.warn(`[wallet-guard] refused claim on chain ${chainId}: contract_not_allowed (${detail})`), [chainId, contract, detail])
  return (
    <div className="claim-actions">
      <p role="alert" className="claim-error" data-testid="claim-guard-refused">
        {WALLET_GUARD_TEXTS.refused}
      </p>
    </div>
  )
}
