import type { Messages } from '@/i18n/messages/types'
import type { WalletSnapshot } from '@/wallet-bridge/types'

/**
 * An address shortened for the account line: 0x90f7…b906 (the form; RainbowKit's header button keeps
 * two hex digits fewer in front, 0x90…b906).
 */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

export type AccountWords = { wallet: string; network: string | null; session: string }

/**
 * The account line's words, from the bridge snapshot; null when there is nothing to say (no wallet
 * connected: the header's Connect Wallet says it). The network is named by the site's one lookup
 * (snapshot.chainName), so it always matches the header; a chain the site does not list is left to the
 * header's 'Wrong network'.
 */
export function describeSnapshot(snapshot: WalletSnapshot, status: Messages['status']): AccountWords | null {
  if (!snapshot.isConnected || !snapshot.address) return null
  const session = snapshot.auth === 'authenticated'
    ? status.signedIn
    : snapshot.auth === 'loading' ? status.checking : status.notSignedIn
  return { wallet: shortAddress(snapshot.address), network: snapshot.chainName, session }
}
