import { TEXTS } from '@/texts'
import type { WalletSnapshot } from '@/wallet-bridge/types'

// Names for the chains of @stardust/chains, kept here so the status line needs no chain code.
const CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  11155111: 'Sepolia',
  42161: 'Arbitrum One',
  421614: 'Arbitrum Sepolia',
  5000: 'Mantle',
  5003: 'Mantle Sepolia',
}

export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

export type StatusLines = { wallet: string; network: string; session: string }

/** The three lines of the status panel, from the bridge snapshot. */
export function describeSnapshot(snapshot: WalletSnapshot): StatusLines {
  const checking = snapshot.auth === 'loading' && !snapshot.isConnected
  const wallet = snapshot.isConnected && snapshot.address
    ? shortAddress(snapshot.address)
    : checking ? TEXTS.status.checking : TEXTS.status.notConnected
  const network = snapshot.isConnected && snapshot.chainId !== null
    ? `${CHAIN_NAMES[snapshot.chainId] ?? TEXTS.status.unknownNetwork} (${snapshot.chainId})`
    : '—'
  const session = snapshot.auth === 'authenticated'
    ? TEXTS.status.signedIn
    : snapshot.auth === 'loading' ? TEXTS.status.checking : TEXTS.status.notSignedIn
  return { wallet, network, session }
}
