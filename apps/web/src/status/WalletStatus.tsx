'use client'

import { TEXTS } from '@/texts'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { ClearAllButton } from './ClearAllButton'
import { describeSnapshot } from './describeSnapshot'

/** Live wallet and session status, for the pages whose functions come later. */
export function WalletStatus() {
  const { snapshot } = useWalletBridge()
  const lines = describeSnapshot(snapshot)
  return (
    <section className="status" aria-labelledby="status-heading" data-testid="wallet-status">
      <h2 id="status-heading">{TEXTS.status.heading}</h2>
      <dl aria-live="polite">
        <div>
          <dt>{TEXTS.status.wallet}</dt>
          <dd data-testid="status-wallet" title={snapshot.address ?? undefined}>{lines.wallet}</dd>
        </div>
        <div>
          <dt>{TEXTS.status.network}</dt>
          <dd data-testid="status-network">{lines.network}</dd>
        </div>
        <div>
          <dt>{TEXTS.status.session}</dt>
          <dd data-testid="status-session">{lines.session}</dd>
        </div>
      </dl>
      {snapshot.isConnected ? null : <p className="status-hint">{TEXTS.status.hintConnect}</p>}
      <ClearAllButton />
    </section>
  )
}
