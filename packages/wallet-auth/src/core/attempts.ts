import type { Address } from 'viem'
import { LoginError, toLoginError } from '../errors.js'
import { LOGIN_FAILED_LOG } from '../texts.js'
import { type AbortReason, AttemptAbortedError } from './abortable.js'
import { type Attempt, type AttemptContext, createAttempt, runAttempt } from './attempt.js'
import { jwtHasExpiry } from './jwt.js'
import { type Session, disconnectWallet, emitTokenChange, refresh, usableToken } from './session.js'

/** Waiting tabs hear it and stop waiting; other tabs on this account sign out too. */
function announceFailure(session: Session, failed: Attempt, error: unknown) {
  if (failed.announced) return
  // A closing tab, an account switch or a sign-out is no failure: others may sign in.
  if (error instanceof AttemptAbortedError && error.reason !== 'cancelled') return
  if (error instanceof LoginError && error.code === 'other_tab_failed') return
  failed.announced = true
  session.channels.postSync({ type: 'token-cleared', address: failed.address, reason: 'failure' })
}

/** docs/behaviour.md (a failed login): clear the token, disconnect, log (the dialog keeps the wallet for its retry). */
function fail(session: Session, failed: Attempt, error: LoginError) {
  const { address } = failed
  announceFailure(session, failed, error)
  if (session.vault.removeToken(address)) emitTokenChange(session, address, null, 'failure', false)
  session.suppressed.add(address)
  session.logger.error(LOGIN_FAILED_LOG, error)
  if (error.code === 'cancelled') {
    disconnectWallet(session)
    return
  }
  session.lastError = error
  // A dialog shows the error and offers retry; its cancel disconnects (RainbowKit does).
  if (!failed.external) disconnectWallet(session)
}

function attemptContext(session: Session): AttemptContext {
  return {
    api: session.api,
    lock: session.lock,
    waitTimeoutMs: session.waitTimeoutMs,
    wallet: () => session.wallet,
    usableToken: (address) => usableToken(session, address),
    lockReleased() {
      session.channels.postSync({ type: 'lock-released' })
      session.attempt?.inbox.push({ type: 'released' })
    },
    setStep(target, step) {
      target.step = step
      if (target === session.attempt) refresh(session)
    },
    storeToken(address, login) {
      if (login.expiresAt !== undefined && !jwtHasExpiry(login.token)) session.serverExpiry.set(login.token, login.expiresAt)
      try {
        session.vault.setToken(address, login.token)
      } catch (error) {
        // Never report a sign-in whose token is gone: the attempt fails with the storage's error.
        throw new LoginError('other', 'storage_failed', { cause: error, details: 'the token storage refused the write' })
      }
      session.channels.postLoginSuccess({ type: 'login-success', address, token: login.token })
      session.lastError = null
      emitTokenChange(session, address, login.token, 'login', false)
    },
    announceFailure: (failed, error) => announceFailure(session, failed, error),
    reportRoundError(target, error) {
      session.logger.error(LOGIN_FAILED_LOG, error)
      if (target === session.attempt) session.lastError = error
    },
  }
}

export type StartAttemptOptions = { external: boolean; rejectedToken?: string | undefined }

/** Starts this tab's login for an address, or joins the running one (the dialog may adopt it). */
export function startAttempt(session: Session, address: Address, options: StartAttemptOptions): Attempt {
  const running = session.attempt
  if (running?.address === address) {
    // The dialog adopts a login whose signature has not been asked for yet: one prompt only.
    if (options.external && (running.step === 'preparing' || running.step === 'waiting')) running.external = true
    return running
  }
  abortAttempt(session, 'switched')
  const created = createAttempt(address, session.connected?.chainId, options.external) as Attempt
  session.attempt = created
  session.lastError = null
  created.promise = runAttempt(attemptContext(session), created, options.rejectedToken).then(
    (token) => {
      if (session.attempt === created) session.attempt = undefined
      session.suppressed.delete(address)
      refresh(session)
      return token
    },
    (error: unknown) => {
      if (session.attempt === created) session.attempt = undefined
      created.preparedReady.reject(error)
      if (!(error instanceof AttemptAbortedError)) fail(session, created, toLoginError(error))
      else if (error.reason === 'cancelled') fail(session, created, new LoginError('other', 'cancelled', { cause: error }))
      refresh(session)
      throw error
    },
  )
  created.promise.catch(() => {})
  refresh(session)
  return created
}

/** Stops the running login; only 'cancelled' counts as a failure. */
export function abortAttempt(session: Session, reason: AbortReason): void {
  const running = session.attempt
  if (!running) return
  session.attempt = undefined
  running.controller.abort(new AttemptAbortedError(reason))
}
