import { checkExpiry, scheduleAutoLogin, setAccount } from './accountTracking.js'
import { abortAttempt, startAttempt } from './attempts.js'
import { createTabChannels } from './channels.js'
import { createDialogDriver } from './dialogDriver.js'
import { normalizeAddress } from './address.js'
import { dropOtherTabRequest } from './otherTabRequest.js'
import { onLoginSuccess, onSync } from './remoteEvents.js'
import { NO_CHANNELS, clearToken, createSession, disconnectWallet, emitTokenChange, refresh, usableToken } from './session.js'
import { startTabListeners } from './tabListeners.js'
import type { CreateWalletAuthParameters, WalletAuth } from './walletAuthTypes.js'

export type { CreateWalletAuthParameters, DialogDriver, WalletAuth, WalletAuthTiming } from './walletAuthTypes.js'

/** One tab's sign-in controller: vault, lock, broadcast, auto-login, expiry. Knows no React. */
export function createWalletAuth(parameters: CreateWalletAuthParameters): WalletAuth {
  const session = createSession(parameters)
  session.onExpiryDue = () => checkExpiry(session)
  let stopListeners: (() => void) | undefined

  function stop() {
    if (!session.started) return
    session.started = false
    clearTimeout(session.autoLoginTimer)
    clearTimeout(session.disconnectTimer)
    session.disconnectTimer = undefined
    stopListeners?.()
    stopListeners = undefined
    dropOtherTabRequest(session)
    const closing = session.channels
    const running = session.attempt
    abortAttempt(session, 'disposed')
    // Let the aborted login release its lock and tell the others before the channels close.
    const close = () => {
      if (session.channels === closing) session.channels = NO_CHANNELS
      closing.close()
    }
    if (running) void running.promise.catch(() => {}).finally(close)
    else close()
    refresh(session)
  }

  return {
    getState: session.store.get,
    subscribe: session.store.subscribe,
    onTokenChange(listener) {
      session.tokenListeners.add(listener)
      return () => session.tokenListeners.delete(listener)
    },
    start() {
      if (session.started) return stop
      session.started = true
      const channels = createTabChannels(session.BroadcastChannel)
      session.channels = channels
      const offLogin = channels.onLoginSuccess((message) => onLoginSuccess(session, message))
      const offSync = channels.onSync((message) => onSync(session, message))
      const offTab = startTabListeners({
        onVisible: () => checkExpiry(session),
        onHide() {
          abortAttempt(session, 'disposed')
          // Now, while the page still runs: the other tabs stop explaining this tab's prompt.
          refresh(session)
        },
        onShow: () => scheduleAutoLogin(session),
        onStorage: () => refresh(session),
      })
      stopListeners = () => {
        offLogin()
        offSync()
        offTab()
      }
      refresh(session)
      scheduleAutoLogin(session)
      return stop
    },
    stop,
    setAccount: (account) => setAccount(session, account),
    setWallet(wallet) {
      session.wallet = wallet
      scheduleAutoLogin(session)
    },
    async login() {
      const address = session.connected?.address
      if (!address || !session.wallet) return false
      const existing = usableToken(session, address)
      if (existing) return existing
      session.suppressed.delete(address)
      return startAttempt(session, address, { external: false }).promise.catch(() => false as const)
    },
    async retryLogin() {
      const address = session.connected?.address
      if (!session.wallet || !address) return false
      session.suppressed.delete(address)
      const retry = startAttempt(session, address, { external: false, rejectedToken: session.vault.getToken(address) })
      const succeeded = await retry.promise.then(
        () => true,
        () => false,
      )
      return (succeeded && usableToken(session, address)) || false
    },
    cancel: () => abortAttempt(session, 'cancelled'),
    signOut() {
      const address = session.connected?.address
      abortAttempt(session, 'signed-out')
      if (address) {
        clearToken(session, address, 'sign-out')
        session.suppressed.add(address)
      }
      disconnectWallet(session)
      refresh(session)
    },
    clearAll() {
      abortAttempt(session, 'signed-out')
      for (const address of session.vault.clear()) emitTokenChange(session, address, null, 'clear-all', false)
      session.channels.postSync({ type: 'all-cleared' })
      if (session.connected) {
        session.suppressed.add(session.connected.address)
        disconnectWallet(session)
      }
      refresh(session)
    },
    getToken(address) {
      const target = address ? normalizeAddress(address) : session.connected?.address
      return (target && usableToken(session, target)) ?? null
    },
    accounts: () => session.vault.list(),
    dialog: createDialogDriver(session),
  }
}
