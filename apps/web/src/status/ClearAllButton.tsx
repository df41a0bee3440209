'use client'

import { useMessages } from '@/i18n/I18nProvider'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { useHasStoredAccounts } from './useHasStoredAccounts'

/**
 * 'Sign out of all accounts' (issue 7's clear-all): every stored account, in every tab, and the
 * wallet disconnected. Shown only when there is something to sign out of. Runs through the
 * bridge, which loads the wallet stack first when only stored accounts remain.
 */
export function ClearAllButton() {
  const { snapshot, clearAll } = useWalletBridge()
  const stored = useHasStoredAccounts(snapshot)
  const { status } = useMessages()
  if (!snapshot.isConnected && !stored) return null
  return (
    <button type="button" className="link-button" data-testid="clear-all" onClick={clearAll}>
      {status.clearAll}
    </button>
  )
}
