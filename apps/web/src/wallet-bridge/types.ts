import type { ComponentType } from 'react'

/** Sign-in status, as RainbowKit's authentication adapter names it. */
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated'

/** What the page knows about the wallet and the session; published by WalletRoot. */
export type WalletSnapshot = {
  address: string | null
  isConnected: boolean
  chainId: number | null
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
  /** The header element WalletRoot portals its connect button into (null when none is on the page). */
  slot: HTMLElement | null
  /** Used by ConnectSlot to expose its element. */
  setSlot: (element: HTMLElement | null) => void
}

export type WalletRootProps = {
  /** True when the visitor clicked 'Connect Wallet': open the connect modal once ready. */
  openConnectModal: boolean
}

export type WalletRootModule = { default: ComponentType<WalletRootProps> }
