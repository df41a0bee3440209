import type { AccountState } from '../types.js'
import { abortAttempt, startAttempt } from './attempts.js'
import { normalizeAddress } from './address.js'
import { type Session, clearToken, disconnectWallet, isExpired, refresh, usableToken } from './session.js'

/** Auto-login: connected, no token, no login running, 100 ms after the last account event (debounce). */
export function scheduleAutoLogin(session: Session): void {
  clearTimeout(session.autoLoginTimer)
  if (!session.autoLogin || !session.started) return
  session.autoLoginTimer = setTimeout(() => {
    session.autoLoginTimer = undefined
    const address = session.connected?.address
    if (!address || session.account.status !== 'connected' || !session.wallet || session.attempt) return
    if (usableToken(session, address) || session.suppressed.has(address)) return
    startAttempt(session, address, { external: false })
  }, session.autoLoginDelayMs)
}

/** wagmi's account changed. */
export function setAccount(session: Session, next: AccountState): void {
  const address = normalizeAddress(next.address)
  session.account = { ...next, address }
  clearTimeout(session.disconnectTimer)
  session.disconnectTimer = undefined
  if (next.status === 'connected' && address) {
    if (session.connected?.address !== address) {
      // A switch keeps every token; only the login of the old account stops.
      if (session.attempt && session.attempt.address !== address) abortAttempt(session, 'switched')
      session.lastError = null
      session.vault.setCurrent(address)
    }
    session.connected = { address, chainId: next.chainId }
    scheduleAutoLogin(session)
  } else {
    clearTimeout(session.autoLoginTimer)
    // Debounced: a reconnect blip keeps every token; connecting/reconnecting just wait.
    if (next.status === 'disconnected' && session.connected) {
      session.disconnectTimer = setTimeout(() => handleDisconnect(session), session.disconnectDebounceMs)
    }
  }
  refresh(session)
}

/** The wallet stayed disconnected: clear that account (only that one) in every tab. */
function handleDisconnect(session: Session) {
  session.disconnectTimer = undefined
  const address = session.connected?.address
  session.connected = undefined
  abortAttempt(session, 'signed-out')
  session.vault.setCurrent(undefined)
  if (address) {
    session.suppressed.delete(address)
    // Broadcast even without a token: a tab waiting to sign this account in must not prompt after the user left.
    clearToken(session, address, 'sign-out')
  }
  refresh(session)
}

/** Signs out when the connected account's token has expired (timer, or the tab became visible). */
export function checkExpiry(session: Session): void {
  const address = session.connected?.address
  const token = address ? session.vault.getToken(address) : undefined
  if (address && token && isExpired(session, token)) {
    clearToken(session, address, 'expired')
    session.suppressed.add(address)
    disconnectWallet(session)
  }
  refresh(session)
}
