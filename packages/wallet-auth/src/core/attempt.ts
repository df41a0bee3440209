import type { Address, Hex } from 'viem'
import { LoginError, toLoginError } from '../errors.js'
import type { AuthApi, WalletBinding } from '../types.js'
import { type Deferred, abortable, createDeferred } from './abortable.js'
import { type Inbox, createInbox } from './inbox.js'
import type { LoginLock } from './lock.js'
import { type PreparedMessage, type VerifiedLogin, prepareMessage, signMessage, verifySignature } from './loginSteps.js'
import { type SignInRequest, createSignInRequest } from './signInRequest.js'

export type AttemptStep = 'waiting' | 'preparing' | 'signing' | 'verifying'

/** A signature handed in by an outside dialog (RainbowKit), and how to answer it. */
export type ExternalSignature = { signature: Hex; reply: (verified: boolean) => void }

/** One login for one address in this tab. */
export type Attempt = {
  address: Address
  chainId: number | undefined
  /** The signature comes from an outside dialog instead of the wallet binding. */
  external: boolean
  step: AttemptStep
  controller: AbortController
  /** The message of the current round, once prepared. */
  prepared: PreparedMessage | undefined
  /** What the wallet is asked to sign in this round; public while the step is 'signing'. */
  request: SignInRequest | undefined
  /** Settles when the first message is prepared (a dialog's getNonce awaits it). */
  preparedReady: Deferred<PreparedMessage>
  /** The dialog's next signature, while the attempt waits for one. */
  externalSignature: Deferred<ExternalSignature> | undefined
  /** Messages from other tabs about this address and the lock. */
  inbox: Inbox
  /** The failure was already broadcast (while the lock was still held). */
  announced: boolean
  /** The token, or a LoginError / AttemptAbortedError. */
  promise: Promise<string>
}

export type AttemptContext = {
  api: AuthApi
  lock: LoginLock
  /** Tells this tab's and other tabs' waiting logins that the lock is free. */
  lockReleased(): void
  waitTimeoutMs: number
  wallet(): WalletBinding | undefined
  /** A stored, unexpired token for the address, if any. */
  usableToken(address: Address): string | undefined
  setStep(attempt: Attempt, step: AttemptStep): void
  /** Stores and broadcasts a fresh token. */
  storeToken(address: Address, login: VerifiedLogin): void
  /** A dialog-driven round failed: show its error and log, keep the attempt for a retry. */
  reportRoundError(attempt: Attempt, error: LoginError): void
  /**
   * The login failed while holding the lock: tell the waiting tabs now, before the release
   * wakes them, so none of them prompts again.
   */
  announceFailure(attempt: Attempt, error: unknown): void
}

export function createAttempt(address: Address, chainId: number | undefined, external: boolean): Omit<Attempt, 'promise'> {
  return {
    address,
    chainId,
    external,
    step: 'preparing',
    controller: new AbortController(),
    prepared: undefined,
    request: undefined,
    preparedReady: createDeferred<PreparedMessage>(),
    externalSignature: undefined,
    inbox: createInbox(),
    announced: false,
  }
}

/**
 * Lock, then sign in; without the lock, wait for the holder's outcome and try again when it
 * lets go or its marker goes stale. `rejectedToken` (a token the server refused) never counts
 * as signed in.
 */
export async function runAttempt(ctx: AttemptContext, attempt: Attempt, rejectedToken: string | undefined): Promise<string> {
  const { signal } = attempt.controller
  for (;;) {
    signal.throwIfAborted()
    const existing = ctx.usableToken(attempt.address)
    if (existing && existing !== rejectedToken) return existing

    let held = false
    try {
      const result = await ctx.lock.run(async () => {
        held = true
        try {
          return await signInHoldingLock(ctx, attempt, rejectedToken)
        } catch (error) {
          ctx.announceFailure(attempt, error)
          throw error
        }
      })
      if (result.acquired) return result.value
    } finally {
      // After the release, so a tab woken by this message finds the lock free.
      if (held) ctx.lockReleased()
    }

    ctx.setStep(attempt, 'waiting')
    const event = await attempt.inbox.next(ctx.waitTimeoutMs, signal)
    if (event !== 'timeout' && event.type === 'success' && event.token !== rejectedToken) return event.token
    if (event !== 'timeout' && event.type === 'failed') {
      throw new LoginError('other', 'other_tab_failed', { details: 'the tab holding the lock failed to sign in' })
    }
    // Released, or 30 s without news: check the token and the lock again.
  }
}

async function signInHoldingLock(ctx: AttemptContext, attempt: Attempt, rejectedToken: string | undefined): Promise<string> {
  const { signal } = attempt.controller
  const { address } = attempt
  // Another tab may have finished between our check and the lock.
  const existing = ctx.usableToken(address)
  if (existing && existing !== rejectedToken) return existing

  for (;;) {
    ctx.setStep(attempt, 'preparing')
    attempt.prepared = undefined
    attempt.request = undefined
    const prepared = await abortable(prepareMessage(ctx.api, address, attempt.chainId), signal)
    attempt.prepared = prepared
    attempt.request = createSignInRequest(address, prepared.message, attempt.external ? 'dialog' : 'controller')
    attempt.preparedReady.resolve(prepared)
    ctx.setStep(attempt, 'signing')

    if (!attempt.external) {
      const wallet = ctx.wallet()
      if (!wallet) throw new LoginError('sign', 'sign_failed', { details: 'no wallet is attached' })
      const signature = await abortable(signMessage(wallet, address, prepared.message), signal)
      ctx.setStep(attempt, 'verifying')
      const login = await abortable(verifySignature(ctx.api, address, signature), signal)
      ctx.storeToken(address, login)
      return login.token
    }

    // Dialog-driven: the user may retry after a failed verification, with a fresh nonce.
    attempt.externalSignature = createDeferred<ExternalSignature>()
    const { signature, reply } = await abortable(attempt.externalSignature.promise, signal)
    attempt.externalSignature = undefined
    ctx.setStep(attempt, 'verifying')
    try {
      const login = await abortable(verifySignature(ctx.api, address, signature), signal)
      ctx.storeToken(address, login)
      reply(true)
      return login.token
    } catch (error) {
      reply(false)
      if (signal.aborted) throw error
      ctx.reportRoundError(attempt, toLoginError(error))
    }
  }
}
