import { abortAttempt } from './attempts.js'
import type { LoginSuccessMessage, SyncMessage } from './channels.js'
import { tokenBelongsTo } from './jwt.js'
import { acceptOtherTabRequest, dropOtherTabRequest } from './otherTabRequest.js'
import { type Session, disconnectWallet, emitTokenChange, isExpired, refresh } from './session.js'

/**
 * Another tab signed in. Only for the address this tab uses or is signing in, and only a token
 * whose subject is that address and which has not expired; anything else is ignored.
 */
export function onLoginSuccess(session: Session, { address, token }: LoginSuccessMessage): void {
  if (address !== session.connected?.address && address !== session.attempt?.address) return
  if (!tokenBelongsTo(token, address) || isExpired(session, token)) return
  // Signed: the other tab's prompt is over (its own end message may come later, or never).
  dropOtherTabRequest(session, (request) => request.address === address)
  try {
    session.vault.setToken(address, token)
  } catch {
    // The sending tab stored it in the same storage; nothing here can keep it better.
    return
  }
  session.suppressed.delete(address)
  session.lastError = null
  emitTokenChange(session, address, token, 'other-tab', true)
  session.attempt?.inbox.push({ type: 'success', token })
  refresh(session)
}

/** Sign-outs, failures, clear-all, lock releases and sign-in prompts from other tabs. */
export function onSync(session: Session, message: SyncMessage): void {
  if (message.type === 'lock-released') {
    session.attempt?.inbox.push({ type: 'released' })
    return
  }
  if (message.type === 'sign-in-request') {
    acceptOtherTabRequest(session, message.address, message.message)
    return
  }
  if (message.type === 'sign-in-request-ended') {
    dropOtherTabRequest(session, (request) => request.address === message.address && request.message === message.message)
    return
  }
  const address = message.type === 'token-cleared' ? message.address : session.connected?.address
  // A refusal, a sign-out or clear-all there: no prompt stands for this account any more.
  dropOtherTabRequest(session, (request) => message.type === 'all-cleared' || request.address === address)
  const waiting = session.attempt
  if (message.type === 'token-cleared' && message.reason === 'failure' && waiting && waiting.address === address) {
    // Our waiting attempt fails with the holder's; its own failure path disconnects.
    waiting.inbox.push({ type: 'failed' })
    return
  }
  if (address && address === session.connected?.address) {
    // Signed out elsewhere: sign out here too, or auto-login would prompt again.
    const { token } = session.store.get()
    abortAttempt(session, 'signed-out')
    session.suppressed.add(address)
    if (token !== null) emitTokenChange(session, address, null, message.type === 'all-cleared' ? 'clear-all' : message.reason, true)
    if (session.account.status !== 'disconnected') disconnectWallet(session)
  }
  refresh(session)
}
