'use client'

import { useMessages } from '@/i18n/I18nProvider'
import { useWalletBridge } from './useWalletBridge'

export type ConnectSlotProps = { className?: string }

/**
 * Where the connect button lives. Until the wallet stack is loaded it is a plain button
 * with no wallet code behind it; after that WalletRoot portals the real one into the slot.
 */
export function ConnectSlot({ className }: ConnectSlotProps) {
  const { loaded, requestConnect, setSlot } = useWalletBridge()
  const m = useMessages()
  return (
    <div className={className} data-wallet-slot="" ref={setSlot}>
      {loaded ? null : (
        <button type="button" className="connect-button" data-testid="connect-wallet" onClick={requestConnect}>
          {m.site.connectWallet}
        </button>
      )}
    </div>
  )
}
