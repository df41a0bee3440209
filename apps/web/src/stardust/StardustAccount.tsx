'use client'

import { lazy } from 'react'
import { useGameAccount } from '@/game/useGameAccount'
import { WalletIsland } from '@/wallet-bridge/WalletIsland'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { AccountSummary } from './AccountSummary'
import { History } from './History'
import { useStardustAccount } from './useStardustAccount'
import { useBound } from '@/i18n/useBound'
import { stardustTexts } from './texts'

// Drawn by the wallet stack (which a stored session loads at start): the page's 401 reaches retryLogin through it.
const RetryLoginBinding = lazy(() => import('./RetryLoginBinding'))

/**
 * The visitor's own Stardust. Signed in (a token from wallet-auth, live or stored): balance, rank,
 * today's game credit, history. Otherwise what is missing: restoring the wallet, signing in, or
 * a Connect Wallet button. No wallet code is loaded for this card.
 */
export function StardustAccount({ chainNames }: { chainNames: Readonly<Record<number, string>> }) {
  const T = useBound(stardustTexts).account
  const account = useGameAccount()
  const { snapshot, requestConnect } = useWalletBridge()
  if (account) {
    return (
      <>
        <SignedIn key={account.address} address={account.address} token={account.token} chainNames={chainNames} />
        <WalletIsland id="stardust-retry-login" Component={RetryLoginBinding} />
      </>
    )
  }
  const state = snapshot.auth === 'loading' ? 'restoring' : snapshot.isConnected ? 'signing-in' : 'disconnected'
  return (
    <Card state={state}>
      {state === 'disconnected' ? (
        <>
          <p>{T.connect}</p>
          <button type="button" className="primary-button" onClick={requestConnect}>
            {T.connectButton}
          </button>
        </>
      ) : (
        <p role="status">{state === 'restoring' ? T.restoring : T.signingIn}</p>
      )}
    </Card>
  )
}

function Card({ state, children }: { state: string; children: React.ReactNode }) {
  const T = useBound(stardustTexts).account
  return (
    <section className="status stardust-card" aria-labelledby="stardust-account" data-testid="stardust-account" data-state={state}>
      <h2 id="stardust-account">{T.heading}</h2>
      {children}
    </section>
  )
}

function SignedIn({ address, token, chainNames }: { address: string; token: string; chainNames: Readonly<Record<number, string>> }) {
  const texts = useBound(stardustTexts)
  const T = texts.account
  const { data, sync, reload, loadMore } = useStardustAccount(address, token)
  if (data.status === 'loading') {
    return (
      <Card state="loading">
        <p role="status">{T.loading}</p>
      </Card>
    )
  }
  if (data.status === 'error') {
    return (
      <Card state="error">
        <p role="alert" data-testid="stardust-error" data-code={data.error.code}>
          {texts.errors[data.error.kind === 'sign-in' ? 'signIn' : data.error.kind]}
        </p>
        <button type="button" className="primary-button" onClick={reload}>
          {T.retry}
        </button>
      </Card>
    )
  }
  return (
    <>
      <Card state="ready">
        <AccountSummary me={data.me} sync={sync} />
      </Card>
      <History entries={data.me.entries} hasMore={data.me.next !== undefined} more={data.more} onMore={loadMore} chainNames={chainNames} />
    </>
  )
}
