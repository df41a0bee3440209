'use client'

import { lazy, useEffect, useState } from 'react'
import { useMessages } from '@/i18n/I18nProvider'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { WalletIsland } from '@/wallet-bridge/WalletIsland'
import { ClearAllButton } from './ClearAllButton'
import { describeSnapshot, shortAddress, type AccountWords } from './describeSnapshot'
import { useHasStoredAccounts } from './useHasStoredAccounts'

// Drawn by the wallet stack once it has loaded (it needs wagmi); a first-time visitor downloads none of it.
const AccountAddStar = lazy(() => import('@/addStar/AccountAddStar'))
const AccountActivity = lazy(() => import('@/activity/AccountActivity'))

export type AccountLineProps = {
  /** The address the server's session names (/stake renders per request), shown until the wallet stack knows. */
  serverAccount?: string | null | undefined
}

/**
 * One compact line on every feature page: which account, on which network, signed in or not, and
 * 'Sign out of all accounts' (issue 7's clear-all). Nothing when no wallet is connected and nothing is
 * stored: the header's Connect Wallet is the way in.
 */
export function AccountLine({ serverAccount }: AccountLineProps) {
  const TEXTS = useMessages()
  const { snapshot } = useWalletBridge()
  const stored = useHasStoredAccounts(snapshot)
  // The server's word stands for the server render and the first paint, then only while a saved
  // connection is being restored (auth 'loading'); without one, the browser's state is the answer.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const waiting = !mounted || snapshot.auth === 'loading'
  const words: AccountWords | null =
    describeSnapshot(snapshot, TEXTS.status) ??
    (waiting && serverAccount ? { wallet: shortAddress(serverAccount), network: null, session: TEXTS.status.signedIn } : null)
  if (!words && !stored) return null
  return (
    <>
    <p className="account-line" data-testid="account-line" aria-live="polite">
      {words ? (
        <>
          <span className="account-line__address" data-testid="status-wallet" title={snapshot.address ?? serverAccount ?? undefined}>{words.wallet}</span>
          {words.network && <span data-testid="status-network">{words.network}</span>}
          <span data-testid="status-session">{words.session}</span>
        </>
      ) : (
        <span data-testid="status-wallet">{TEXTS.status.notConnected}</span>
      )}
      <ClearAllButton />
    </p>
    {words && <WalletIsland id="account-add-star" Component={AccountAddStar} />}
    {words && <WalletIsland id="account-activity" Component={AccountActivity} />}
    </>
  )
}
