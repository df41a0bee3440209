import type { Address, Hex } from 'viem'
import {
  AUTO_LOGIN_DELAY_MS,
  DISCONNECT_DEBOUNCE_MS,
  LOGIN_LOCK_TTL_MS,
  LOGIN_WAIT_TIMEOUT_MS,
} from '../constants.js'
import { LoginError, toLoginError } from '../errors.js'
import { LOGIN_FAILED_LOG } from '../texts.js'
import type {
  AccountState,
  AuthApi,
  AuthStatus,
  LockManagerLike,
  StorageLike,
  TokenChangeEvent,
  TokenChangeReason,
  WalletBinding,
} from '../types.js'
import { AttemptAbortedError, type AbortReason, createDeferred } from './abortable.js'
import { normalizeAddress } from './address.js'
import { type Attempt, type AttemptContext, type AttemptStep, createAttempt, runAttempt } from './attempt.js'
import { type BroadcastChannelConstructor, type LoginSuccessMessage, type SyncMessage, type TabChannels, createTabChannels } from './channels.js'
import { defaultBroadcastChannel, defaultLocks, defaultStorage } from './environment.js'
import { createExpiryWatch } from './expiryWatch.js'
import { tokenBelongsTo, tokenExpiresAt } from './jwt.js'
import { createLoginLock } from './lock.js'
import { type WalletAuthState, createStore } from './store.js'
import { startTabListeners } from './tabListeners.js'
import { type VaultRecord, createVault } from './vault.js'

export type WalletAuthTiming = {
  /** Default 100 ms (spec section 9). */
  autoLoginDelayMs?: number | undefined
  /** Default 30 s (spec section 9). */
  lockTtlMs?: number | undefined
  /** Default 30 s (spec section 9). */
  waitTimeoutMs?: number | undefined
  /** Default 500 ms (our choice, see constants.ts). */
  disconnectDebounceMs?: number | undefined
}

export type CreateWalletAuthParameters = {
  /** The product server: `createApiClient()` from @stardust/api-client, or any `AuthApi`. */
  api: AuthApi
  /** How to sign and disconnect; the React provider sets it from wagmi. */
  wallet?: WalletBinding | undefined
  /** Default `localStorage`; null for none (server). */
  storage?: StorageLike | null | undefined
  /** Default the global BroadcastChannel; null for none. */
  BroadcastChannel?: BroadcastChannelConstructor | null | undefined
  /** Default `navigator.locks`; null to use the storage marker alone. */
  locks?: LockManagerLike | null | undefined
  /** Sign in by itself when a wallet connects without a token. Default true. */
  autoLogin?: boolean | undefined
  /** Called whenever a token is stored or cleared, here or (remote: true) in another tab. */
  onTokenChange?: ((event: TokenChangeEvent) => void) | undefined
  /** Where 'Login process failed' goes. Default console. */
  logger?: { error(...args: unknown[]): void } | undefined
  now?: (() => number) | undefined
  timing?: WalletAuthTiming | undefined
}

/** The RainbowKit sign-in dialog's side of the flow (see createRainbowKitAuthAdapter). */
export type DialogDriver = {
  /** Joins or starts the login of the connected address; resolves once its message is prepared. */
  getNonce(): Promise<string>
  /** The prepared message, synchronously, so the wallet opens in the click's own task. */
  createMessage(): string
  /** Hands the dialog's signature to the login; true once the token is stored. */
  verify(parameters: { message: string; signature: string }): Promise<boolean>
}

export type WalletAuth = {
  getState(): WalletAuthState
  subscribe(listener: (state: WalletAuthState) => void): () => void
  onTokenChange(listener: (event: TokenChangeEvent) => void): () => void
  /** Opens the channels and listeners; returns stop. Safe to call again after stop. */
  start(): () => void
  /** Feed wagmi's account state (status, address, chainId). */
  setAccount(account: AccountState): void
  setWallet(wallet: WalletBinding | undefined): void
  /** Signs in the connected address (joining a running login); the token, or false. */
  login(): Promise<string | false>
  /** Signs in again (the current token is treated as refused); the new token, or false. */
  retryLogin(): Promise<string | false>
  /** Stops this tab's running login: a failure without an error text (logged, token cleared, wallet disconnected). */
  cancel(): void
  /** Clears the connected account's token in every tab and disconnects the wallet. */
  signOut(): void
  /** Clears every stored account in every tab and disconnects the wallet. */
  clearAll(): void
  /** The unexpired stored token of an address (default: the connected one), or null. */
  getToken(address?: Address): string | null
  accounts(): VaultRecord[]
  dialog: DialogDriver
  /** Same as the function start() returned. */
  stop(): void
}

const STEP_STATUS: Record<AttemptStep, AuthStatus> = {
  waiting: 'signing', // a signature is being asked for, in another tab
  preparing: 'preparing',
  signing: 'signing',
  verifying: 'verifying',
}

const NO_CHANNELS: TabChannels = {
  postLoginSuccess() {},
  postSync() {},
  onLoginSuccess: () => () => {},
  onSync: () => () => {},
  close() {},
}

/** One tab's sign-in controller: vault, lock, broadcast, auto-login, expiry. Knows no React. */
export function createWalletAuth(parameters: CreateWalletAuthParameters): WalletAuth {
  const { api, timing = {} } = parameters
  const now = parameters.now ?? Date.now
  const logger = parameters.logger ?? console
  const autoLogin = parameters.autoLogin ?? true
  const autoLoginDelayMs = timing.autoLoginDelayMs ?? AUTO_LOGIN_DELAY_MS
  const disconnectDebounceMs = timing.disconnectDebounceMs ?? DISCONNECT_DEBOUNCE_MS
  const storage = parameters.storage === null ? undefined : (parameters.storage ?? defaultStorage())
  const vault = createVault(storage)
  const lock = createLoginLock({
    storage,
    locks: parameters.locks === null ? undefined : (parameters.locks ?? defaultLocks()),
    now,
    ttlMs: timing.lockTtlMs ?? LOGIN_LOCK_TTL_MS,
  })
  const store = createStore()
  const tokenListeners = new Set<(event: TokenChangeEvent) => void>()
  if (parameters.onTokenChange) tokenListeners.add(parameters.onTokenChange)

  let wallet = parameters.wallet
  let channels = NO_CHANNELS
  let started = false
  let stopListeners: (() => void) | undefined
  let account: AccountState = { status: 'disconnected' }
  let connected: { address: Address; chainId: number | undefined } | undefined
  let attempt: Attempt | undefined
  let lastError: LoginError | null = null
  let autoLoginTimer: ReturnType<typeof setTimeout> | undefined
  let disconnectTimer: ReturnType<typeof setTimeout> | undefined
  /** Addresses auto-login leaves alone until they reconnect or sign in on purpose (no retry loops). */
  const suppressed = new Set<Address>()
  /** Server `expiresAt` of opaque tokens, which carry no `exp` of their own. */
  const serverExpiry = new Map<string, number>()

  const expiresAt = (token: string) => tokenExpiresAt(token) ?? serverExpiry.get(token)
  const isExpired = (token: string) => {
    const at = expiresAt(token)
    return at !== undefined && at <= now()
  }
  function usableToken(address: Address): string | undefined {
    const token = vault.getToken(address)
    return token && !isExpired(token) ? token : undefined
  }

  const expiry = createExpiryWatch({ now, onDue: checkExpiry })

  function refresh() {
    const address = connected?.address
    const token = address ? (usableToken(address) ?? null) : null
    const status: AuthStatus = attempt ? STEP_STATUS[attempt.step] : token ? 'authenticated' : lastError ? 'error' : 'idle'
    store.set({
      status,
      error: lastError,
      address,
      isConnected: account.status === 'connected' && address !== undefined,
      accountStatus: account.status,
      token,
      ready: started,
    })
    expiry.watch(token === null ? undefined : expiresAt(token))
  }

  function emit(address: Address, token: string | null, reason: TokenChangeReason, remote: boolean) {
    const event: TokenChangeEvent = { address, token, reason, remote }
    for (const listener of [...tokenListeners]) {
      try {
        listener(event)
      } catch (error) {
        logger.error(error)
      }
    }
  }

  function disconnectWallet() {
    clearTimeout(autoLoginTimer)
    const current = wallet
    if (!current) return
    Promise.resolve()
      .then(() => current.disconnect())
      .catch((error: unknown) => logger.error(error))
  }

  function lockReleased() {
    channels.postSync({ type: 'lock-released' })
    attempt?.inbox.push({ type: 'released' })
  }

  const context: AttemptContext = {
    api,
    lock,
    lockReleased,
    waitTimeoutMs: timing.waitTimeoutMs ?? LOGIN_WAIT_TIMEOUT_MS,
    wallet: () => wallet,
    usableToken,
    setStep(target, step) {
      target.step = step
      if (target === attempt) refresh()
    },
    storeToken(address, login) {
      if (login.expiresAt !== undefined && tokenExpiresAt(login.token) === undefined) serverExpiry.set(login.token, login.expiresAt)
      vault.setToken(address, login.token)
      channels.postLoginSuccess({ type: 'login-success', address, token: login.token })
      lastError = null
      emit(address, login.token, 'login', false)
    },
    announceFailure,
    reportRoundError(target, error) {
      logger.error(LOGIN_FAILED_LOG, error)
      if (target === attempt) lastError = error
    },
  }

  /** Waiting tabs hear it and stop waiting; other tabs on this account sign out too. */
  function announceFailure(failed: Attempt, error: unknown) {
    if (failed.announced) return
    // A closing tab, an account switch or a sign-out is no failure: others may sign in.
    if (error instanceof AttemptAbortedError && error.reason !== 'cancelled') return
    if (error instanceof LoginError && error.code === 'other_tab_failed') return
    failed.announced = true
    channels.postSync({ type: 'token-cleared', address: failed.address, reason: 'failure' })
  }

  function fail(failed: Attempt, error: LoginError) {
    const { address } = failed
    announceFailure(failed, error)
    if (vault.removeToken(address)) emit(address, null, 'failure', false)
    suppressed.add(address)
    logger.error(LOGIN_FAILED_LOG, error)
    if (error.code === 'cancelled') {
      disconnectWallet()
      return
    }
    lastError = error
    // A dialog shows the error and offers retry; its cancel disconnects (RainbowKit does).
    if (!failed.external) disconnectWallet()
  }

  function startAttempt(address: Address, options: { external: boolean; rejectedToken?: string | undefined }): Attempt {
    if (attempt?.address === address) {
      // The dialog adopts a login whose signature has not been asked for yet: one prompt only.
      if (options.external && (attempt.step === 'preparing' || attempt.step === 'waiting')) attempt.external = true
      return attempt
    }
    abortAttempt('switched')
    const created = createAttempt(address, connected?.chainId, options.external) as Attempt
    attempt = created
    lastError = null
    created.promise = runAttempt(context, created, options.rejectedToken).then(
      (token) => {
        if (attempt === created) attempt = undefined
        suppressed.delete(address)
        refresh()
        return token
      },
      (error: unknown) => {
        if (attempt === created) attempt = undefined
        created.preparedReady.reject(error)
        if (!(error instanceof AttemptAbortedError)) fail(created, toLoginError(error))
        else if (error.reason === 'cancelled') fail(created, new LoginError('other', 'cancelled', { cause: error }))
        refresh()
        throw error
      },
    )
    created.promise.catch(() => {})
    refresh()
    return created
  }

  function abortAttempt(reason: AbortReason) {
    const running = attempt
    if (!running) return
    attempt = undefined
    running.controller.abort(new AttemptAbortedError(reason))
  }

  function scheduleAutoLogin() {
    clearTimeout(autoLoginTimer)
    if (!autoLogin || !started) return
    autoLoginTimer = setTimeout(() => {
      autoLoginTimer = undefined
      const address = connected?.address
      if (!address || account.status !== 'connected' || !wallet || attempt) return
      if (usableToken(address) || suppressed.has(address)) return
      startAttempt(address, { external: false })
    }, autoLoginDelayMs)
  }

  function handleDisconnect() {
    disconnectTimer = undefined
    const address = connected?.address
    connected = undefined
    abortAttempt('signed-out')
    vault.setCurrent(undefined)
    if (address) {
      suppressed.delete(address)
      if (vault.removeToken(address)) {
        emit(address, null, 'sign-out', false)
        channels.postSync({ type: 'token-cleared', address, reason: 'sign-out' })
      }
    }
    refresh()
  }

  function checkExpiry() {
    const address = connected?.address
    const token = address ? vault.getToken(address) : undefined
    if (address && token && isExpired(token)) {
      vault.removeToken(address)
      emit(address, null, 'expired', false)
      channels.postSync({ type: 'token-cleared', address, reason: 'expired' })
      suppressed.add(address)
      disconnectWallet()
    }
    refresh()
  }

  function onLoginSuccess(message: LoginSuccessMessage) {
    const { address, token } = message
    if (address !== connected?.address && address !== attempt?.address) return
    if (!tokenBelongsTo(token, address) || isExpired(token)) return
    vault.setToken(address, token)
    suppressed.delete(address)
    lastError = null
    emit(address, token, 'other-tab', true)
    attempt?.inbox.push({ type: 'success', token })
    refresh()
  }

  function onSync(message: SyncMessage) {
    if (message.type === 'lock-released') {
      attempt?.inbox.push({ type: 'released' })
      return
    }
    const address = message.type === 'token-cleared' ? message.address : connected?.address
    const waiting = attempt
    if (message.type === 'token-cleared' && message.reason === 'failure' && waiting && waiting.address === address) {
      // Our waiting attempt fails with the holder's; its own failure path disconnects.
      waiting.inbox.push({ type: 'failed' })
      return
    }
    if (address && address === connected?.address) {
      abortAttempt('signed-out')
      suppressed.add(address)
      emit(address, null, message.type === 'all-cleared' ? 'clear-all' : message.reason, true)
      disconnectWallet()
    }
    refresh()
  }

  function stop() {
    if (!started) return
    started = false
    clearTimeout(autoLoginTimer)
    clearTimeout(disconnectTimer)
    disconnectTimer = undefined
    expiry.watch(undefined)
    stopListeners?.()
    stopListeners = undefined
    const closing = channels
    const running = attempt
    abortAttempt('disposed')
    // Let the aborted login release its lock and tell the others before the channels close.
    const close = () => {
      if (channels === closing) channels = NO_CHANNELS
      closing.close()
    }
    if (running) void running.promise.catch(() => {}).finally(close)
    else close()
    refresh()
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,
    onTokenChange(listener) {
      tokenListeners.add(listener)
      return () => tokenListeners.delete(listener)
    },
    start() {
      if (started) return stop
      started = true
      channels = createTabChannels(
        parameters.BroadcastChannel === null ? undefined : (parameters.BroadcastChannel ?? defaultBroadcastChannel()),
      )
      const offLogin = channels.onLoginSuccess(onLoginSuccess)
      const offSync = channels.onSync(onSync)
      const offTab = startTabListeners({
        onVisible: checkExpiry,
        onHide: () => abortAttempt('disposed'),
        onShow: scheduleAutoLogin,
        onStorage: refresh,
      })
      stopListeners = () => {
        offLogin()
        offSync()
        offTab()
      }
      refresh()
      scheduleAutoLogin()
      return stop
    },
    stop,
    setAccount(next) {
      const address = normalizeAddress(next.address)
      account = { ...next, address }
      if (next.status === 'connected' && address) {
        clearTimeout(disconnectTimer)
        disconnectTimer = undefined
        if (connected?.address !== address) {
          if (attempt && attempt.address !== address) abortAttempt('switched')
          lastError = null
          vault.setCurrent(address)
        }
        connected = { address, chainId: next.chainId }
        scheduleAutoLogin()
      } else {
        clearTimeout(autoLoginTimer)
        clearTimeout(disconnectTimer)
        disconnectTimer = undefined
        // Debounced: a reconnect blip keeps every token; connecting/reconnecting just wait.
        if (next.status === 'disconnected' && connected) disconnectTimer = setTimeout(handleDisconnect, disconnectDebounceMs)
      }
      refresh()
    },
    setWallet(next) {
      wallet = next
      scheduleAutoLogin()
    },
    async login() {
      const address = connected?.address
      if (!address || !wallet) return false
      const existing = usableToken(address)
      if (existing) return existing
      suppressed.delete(address)
      return startAttempt(address, { external: false }).promise.catch(() => false as const)
    },
    async retryLogin() {
      const address = connected?.address
      if (!wallet || !address) return false
      suppressed.delete(address)
      const retry = startAttempt(address, { external: false, rejectedToken: vault.getToken(address) })
      const succeeded = await retry.promise.then(
        () => true,
        () => false,
      )
      return (succeeded && usableToken(address)) || false
    },
    cancel: () => abortAttempt('cancelled'),
    signOut() {
      const address = connected?.address
      abortAttempt('signed-out')
      if (address) {
        if (vault.removeToken(address)) emit(address, null, 'sign-out', false)
        channels.postSync({ type: 'token-cleared', address, reason: 'sign-out' })
        suppressed.add(address)
      }
      disconnectWallet()
      refresh()
    },
    clearAll() {
      abortAttempt('signed-out')
      for (const address of vault.clear()) emit(address, null, 'clear-all', false)
      channels.postSync({ type: 'all-cleared' })
      if (connected) {
        suppressed.add(connected.address)
        disconnectWallet()
      }
      refresh()
    },
    getToken(address) {
      const target = address ? normalizeAddress(address) : connected?.address
      return (target && usableToken(target)) ?? null
    },
    accounts: () => vault.list(),
    dialog: {
      async getNonce() {
        const address = connected?.address
        if (!address) throw new LoginError('prepare', 'prepare_failed', { details: 'no wallet is connected' })
        suppressed.delete(address)
        const joined = startAttempt(address, { external: true })
        if (!joined.external) {
          // Auto-login already asked the wallet: wait for that one prompt's outcome.
          await joined.promise
          return new Promise<string>(() => {}) // signed in: the dialog closes on 'authenticated'
        }
        return (await joined.preparedReady.promise).nonce
      },
      createMessage() {
        const prepared = attempt?.external ? attempt.prepared : undefined
        if (!prepared) throw new LoginError('prepare', 'prepare_failed', { details: 'no message is prepared' })
        return prepared.message
      },
      async verify({ message, signature }) {
        const target = attempt
        if (!target?.external || !target.externalSignature || target.prepared?.message !== message) return false
        const verdict = createDeferred<boolean>()
        target.externalSignature.resolve({ signature: signature as Hex, reply: verdict.resolve })
        const outcome = target.promise.then(
          () => true,
          () => false,
        )
        // true only once the login has settled, so the state already reads 'authenticated'.
        return Promise.race([verdict.promise.then((verified) => verified && outcome), outcome])
      },
    },
  }
}
