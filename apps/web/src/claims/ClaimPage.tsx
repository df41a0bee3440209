'use client'

import { lazy, useMemo } from 'react'
import { useBound } from '@/i18n/useBound'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { WalletIsland } from '@/wallet-bridge/WalletIsland'
import { claimTexts } from './texts'
import type { ClaimTarget } from './claimTarget'

// The panel uses wagmi, viem and RainbowKit: it loads with the wallet stack, never before.
const ClaimPanel = lazy(() => import('./ClaimPanel'))
const AllocationsList = lazy(() => import('./AllocationsList'))

export type ClaimPageProps = {
  title: string
  intro: string
  target: ClaimTarget
  /** /claim: every claim chain of this build, to list the allocation on each. */
  allTargets?: readonly ClaimTarget[] | undefined
}

/**
 * A claim page without the wallet stack: what it is for, the contract, and Connect. Once a wallet is
 * connected, the claim panel (and on /claim the list of every chain) draws through a wallet island.
 */
export function ClaimPage({ title, intro, target, allTargets }: ClaimPageProps) {
  const { snapshot, requestConnect } = useWalletBridge()
  const CLAIM_TEXTS = useBound(claimTexts)
  // Keyed by value, not identity: a router.refresh() (the session sync after sign-in) sends new but equal
  // props, and a new island component would remount the panel and lose a transaction in flight.
  const targetKey = JSON.stringify(target)
  const allKey = JSON.stringify(allTargets ?? null)
  const Panel = useMemo(() => {
    const stable = JSON.parse(targetKey) as ClaimTarget
    return function ClaimPanelIsland() {
      return <ClaimPanel target={stable} />
    }
  }, [targetKey])
  const List = useMemo(() => {
    const all = JSON.parse(allKey) as ClaimTarget[] | null
    const current = (JSON.parse(targetKey) as ClaimTarget).chainId
    return function AllocationsIsland() {
      return all ? <AllocationsList targets={all} current={current} /> : null
    }
  }, [allKey, targetKey])
  const restoring = !snapshot.isConnected && snapshot.auth === 'loading'
  return (
    <div className="bare-page claim-page">
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {target.contract ? (
        <p className="claim-contract">
          {CLAIM_TEXTS.contractLine} ({target.chainName}): <code data-testid="claim-contract">{target.contract}</code>
        </p>
      ) : null}
      {snapshot.isConnected || restoring ? (
        <>
          <WalletIsland id="claim-panel" Component={Panel} fallback={<p className="claim-card" role="status">{CLAIM_TEXTS.loading}</p>} />
          {allTargets ? <WalletIsland id="claim-all-chains" Component={List} /> : null}
        </>
      ) : (
        <section className="claim-card" data-testid="claim-state" data-state="not-connected">
          {target.contract ? <p>{CLAIM_TEXTS.connectPrompt}</p> : <p>{CLAIM_TEXTS.notOnNetwork(target.chainName)}</p>}
          <button type="button" className="connect-button" onClick={requestConnect}>
            {CLAIM_TEXTS.connectWallet}
          </button>
        </section>
      )}
      <p className="claim-note">{CLAIM_TEXTS.onlyHere}</p>
    </div>
  )
}
