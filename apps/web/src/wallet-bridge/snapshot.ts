import type { WalletSnapshot } from './types'

/** A first-time visitor: nothing connected, nothing signed. */
export const DISCONNECTED_SNAPSHOT: WalletSnapshot = Object.freeze({
  address: null,
  isConnected: false,
  chainId: null,
  chainName: null,
  auth: 'unauthenticated',
  token: null,
})

/** A returning visitor before the wallet stack has reconnected: we do not know yet. */
export const RECONNECTING_SNAPSHOT: WalletSnapshot = Object.freeze({
  address: null,
  isConnected: false,
  chainId: null,
  chainName: null,
  auth: 'loading',
  token: null,
})

export function sameSnapshot(a: WalletSnapshot, b: WalletSnapshot): boolean {
  return (
    a.address === b.address &&
    a.isConnected === b.isConnected &&
    a.chainId === b.chainId &&
    a.chainName === b.chainName &&
    a.auth === b.auth &&
    a.token === b.token
  )
}
