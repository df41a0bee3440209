import type { RainbowKitAuthStatus } from '@stardust/wallet-auth/react'
import type { ComponentType } from 'react'
import type { Messages } from '@/i18n/messages/types'

/** Sign-in status, as RainbowKit's authentication adapter names it. */
export type AuthStatus = RainbowKitAuthStatus

/** What the page knows about the wallet and the session; published by WalletRoot. */
export type WalletSnapshot = {
  address: string | null
  isConnected: boolean
  chainId: number | null
  /** The network's name from the site's chain list (the header's words), or null: not connected or not listed. */
  chainName: string | null
  auth: AuthStatus
  token: string | null
}

export type WalletBridgeValue = {
  snapshot: WalletSnapshot
  /** True once WalletRoot (the wallet stack) has been imported and mounted. */
  loaded: boolean
  /** Loads the wallet stack if needed and asks it to open the connect modal. */
  requestConnect: () => void
  /** WalletRoot calls this with live state whenever it changes. */
  publish: (snapshot: WalletSnapshot) => void
  /**
   * Optional: WalletRoot registers how to open its connect modal, so later
   * requestConnect() calls (e.g. a page's own 'Connect Wallet' button) reach it.
   * Returns an unregister function.
   */
  registerConnectOpener: (open: () => void) => () => void
  /**
   * Signs out of every stored account in every tab and disconnects the wallet (issue 7's
   * clear-all). Loads the wallet stack first when it is not loaded yet, then runs.
   */
  clearAll: () => void
  /** WalletRoot registers how to clear every account (wallet-auth's clearAll). Returns an unregister function. */
  registerClearAll: (clear: () => void) => () => void
  /** Things the visitor may want to hear about (the site shell shows them in its toast). */
  subscribe: (listener: WalletEventListener) => () => void
  /** WalletRoot reports a wallet event here. */
  emit: (event: WalletEvent) => void
  /** The header element WalletRoot portals its connect button into (null when none is on the page). */
  slot: HTMLElement | null
  /** Used by ConnectSlot to expose its element. */
  setSlot: (element: HTMLElement | null) => void
  /** Page parts that need the wallet stack's context (wagmi, RainbowKit), drawn by WalletRoot into the page. */
  islands: readonly WalletIsland[]
  /** Used by <WalletIsland/>: WalletRoot portals `Component` into `element`. Returns an unregister function. */
  registerIsland: (island: WalletIsland) => () => void
}

/**
 * A page part that uses wagmi or RainbowKit hooks: the page owns the element, WalletRoot (which holds the
 * providers) renders the component into it through a portal, so context reaches it and the stack stays lazy.
 */
export type WalletIsland = {
  id: string
  element: HTMLElement
  Component: ComponentType
  /** The catalog sections the page sent where the island stands: the portal draws it under the root's provider. */
  sections: Partial<Messages>
}

/** What happened in this tab: a sign-in that stored a token, or a clear-all asked for here. */
export type WalletEvent = { type: 'signed-in'; address: string } | { type: 'cleared-all' }
export type WalletEventListener = (event: WalletEvent) => void

export type WalletRootProps = {
  /** True when the visitor clicked 'Connect Wallet': open the connect modal once ready. */
  openConnectModal: boolean
}

export type WalletRootModule = { default: ComponentType<WalletRootProps> }
