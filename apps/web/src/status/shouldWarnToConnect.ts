import { CONNECT_WARNING_MIN_WIDTH_PX } from '@/constants'
import type { WalletSnapshot } from '@/wallet-bridge/types'

export type ConnectWarningInput = {
  snapshot: WalletSnapshot
  /** A token for some account is kept in wallet-auth's storage. */
  storedToken: boolean
  /** window.innerWidth at the moment of the check. */
  width: number
  /** The warning was shown earlier in this visit. */
  alreadyShown: boolean
}

/** The rule of docs/behaviour.md: no wallet and no token, wider than 768 px, once per visit. */
export function shouldWarnToConnect({ snapshot, storedToken, width, alreadyShown }: ConnectWarningInput): boolean {
  if (alreadyShown) return false
  if (width <= CONNECT_WARNING_MIN_WIDTH_PX) return false
  if (snapshot.isConnected || snapshot.address !== null) return false
  if (snapshot.token !== null || snapshot.auth !== 'unauthenticated') return false
  return !storedToken
}
