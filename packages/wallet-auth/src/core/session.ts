import type { Address } from 'viem'
import { AUTO_LOGIN_DELAY_MS, DISCONNECT_DEBOUNCE_MS, LOCK_HEARTBEAT_SHARE, LOGIN_LOCK_TTL_MS, LOGIN_WAIT_TIMEOUT_MS } from '../constants.js'
import type { LoginError } from '../errors.js'
import type { AccountState, AuthApi, AuthStatus, TokenChangeEvent, TokenChangeReason, WalletBinding } from '../types.js'
import type { Attempt, AttemptStep } from './attempt.js'
import type { BroadcastChannelConstructor, TabChannels } from './channels.js'
import { defaultBroadcastChannel, defaultDomain, defaultLocks, resolveStorage } from './environment.js'
import { type ExpiryWatch, createExpiryWatch } from './expiryWatch.js'
import { tokenExpiresAt } from './jwt.js'
import { type LoginLock, createLoginLock } from './lock.js'
import { type RequestAnnouncer, createRequestAnnouncer } from './requestAnnouncer.js'
import type { SignInRequest } from './signInRequest.js'
import { type Store, createStore } from './store.js'
import { type Vault, createVault } from './vault.js'
import type { CreateWalletAuthParameters } from './walletAuthTypes.js'

/** Everything one tab's controller shares between its parts (attempts, remote events, account tracking). */
export type Session = {
  api: AuthApi
  vault: Vault
  lock: LoginLock
  store: Store
  expiry: ExpiryWatch
  logger: { error(...args: unknown[]): void }
  now: () => number
  autoLogin: boolean
  autoLoginDelayMs: number
  disconnectDebounceMs: number
  waitTimeoutMs: number
  lockTtlMs: number
  /** The EIP-4361 domain another tab's request must name to be shown here; undefined: none is. */
  domain: string | undefined
  BroadcastChannel: BroadcastChannelConstructor | undefined
  tokenListeners: Set<(event: TokenChangeEvent) => void>

  wallet: WalletBinding | undefined
  channels: TabChannels
  started: boolean
  account: AccountState
  /** The connected wallet; kept through a reconnect blip until the disconnect debounce ends. */
  connected: { address: Address; chainId: number | undefined } | undefined
  attempt: Attempt | undefined
  lastError: LoginError | null
  autoLoginTimer: ReturnType<typeof setTimeout> | undefined
  disconnectTimer: ReturnType<typeof setTimeout> | undefined
  /** Addresses auto-login leaves alone until they reconnect or sign in on purpose (no retry loops). */
  suppressed: Set<Address>
  /** Server `expiresAt` of opaque tokens, which carry no `exp` of their own. */
  serverExpiry: Map<string, number>
  /** Tells the other tabs what this tab asks the wallet to sign. */
  announcer: RequestAnnouncer
  /** What another tab asks the wallet to sign, until it ends or goes quiet (otherTabRequest.ts). */
  otherTab: { request: SignInRequest; timer: ReturnType<typeof setTimeout> } | undefined
  /** Set by the controller: what to do when the watched expiry is due. */
  onExpiryDue: () => void
}

export const NO_CHANNELS: TabChannels = {
  postLoginSuccess() {},
  postSync() {},
  onLoginSuccess: () => () => {},
  onSync: () => () => {},
  close() {},
}

export function createSession(parameters: CreateWalletAuthParameters): Session {
  const { timing = {} } = parameters
  const now = parameters.now ?? Date.now
  const lockTtlMs = timing.lockTtlMs ?? LOGIN_LOCK_TTL_MS
  const storage = resolveStorage(parameters.storage)
  const session: Session = {
    api: parameters.api,
    vault: createVault(storage),
    lock: createLoginLock({
      storage,
      locks: parameters.locks === null ? undefined : (parameters.locks ?? defaultLocks()),
      now,
      ttlMs: lockTtlMs,
    }),
    store: createStore(),
    expiry: createExpiryWatch({ now, onDue: () => session.onExpiryDue() }),
    logger: parameters.logger ?? console,
    now,
    autoLogin: parameters.autoLogin ?? true,
    autoLoginDelayMs: timing.autoLoginDelayMs ?? AUTO_LOGIN_DELAY_MS,
    disconnectDebounceMs: timing.disconnectDebounceMs ?? DISCONNECT_DEBOUNCE_MS,
    waitTimeoutMs: timing.waitTimeoutMs ?? LOGIN_WAIT_TIMEOUT_MS,
    lockTtlMs,
    domain: parameters.domain === null ? undefined : (parameters.domain ?? defaultDomain()),
    BroadcastChannel: parameters.BroadcastChannel === null ? undefined : (parameters.BroadcastChannel ?? defaultBroadcastChannel()),
    tokenListeners: new Set(parameters.onTokenChange ? [parameters.onTokenChange] : []),
    wallet: parameters.wallet,
    channels: NO_CHANNELS,
    started: false,
    account: { status: 'disconnected' },
    connected: undefined,
    attempt: undefined,
    lastError: null,
    autoLoginTimer: undefined,
    disconnectTimer: undefined,
    suppressed: new Set(),
    serverExpiry: new Map(),
    // Repeated as often as the lock marker is refreshed: a silence as long as the lock's lifetime is a dead tab.
    announcer: createRequestAnnouncer((message) => session.channels.postSync(message), lockTtlMs * LOCK_HEARTBEAT_SHARE),
    otherTab: undefined,
    onExpiryDue: () => {},
  }
  return session
}

export function expiresAt(session: Session, token: string): number | undefined {
  return tokenExpiresAt(token) ?? session.serverExpiry.get(token)
}

function isPast(session: Session, at: number | undefined): boolean {
  return at !== undefined && at <= session.now()
}

export function isExpired(session: Session, token: string): boolean {
  return isPast(session, expiresAt(session, token))
}

/** A stored, unexpired token for the address. */
export function usableToken(session: Session, address: Address): string | undefined {
  const token = session.vault.getToken(address)
  return token && !isExpired(session, token) ? token : undefined
}

const STEP_STATUS: Record<AttemptStep, AuthStatus> = {
  waiting: 'signing', // a signature is being asked for, in another tab
  preparing: 'preparing',
  signing: 'signing',
  verifying: 'verifying',
}

/** Recomputes the public state from storage and the running attempt, and re-arms the expiry timer. */
export function refresh(session: Session): void {
  const { connected, attempt, lastError, account } = session
  const address = connected?.address
  // usableToken inlined: the expiry is decoded once, for the check and for the timer.
  const stored = address ? session.vault.getToken(address) : undefined
  const at = stored ? expiresAt(session, stored) : undefined
  const token = stored && !isPast(session, at) ? stored : null
  const status: AuthStatus = attempt ? STEP_STATUS[attempt.step] : token ? 'authenticated' : lastError ? 'error' : 'idle'
  const asking = attempt?.step === 'signing' ? (attempt.request ?? null) : null
  session.announcer.announce(asking)
  // Another tab's prompt, for the account and chain this tab is connected to (the wallet asks the same holder), while
  // this tab has no token: the tabs share it, so a tab that holds one has no other tab signing in for it (a forged
  // or stale request would put a sign-in sheet before a holder already signed in).
  const other = session.otherTab?.request
  const otherShown = other && !token && connected && other.address === connected.address && other.siwe?.chainId === connected.chainId ? other : null
  session.store.set({
    status,
    error: lastError,
    address,
    isConnected: account.status === 'connected' && address !== undefined,
    accountStatus: account.status,
    token,
    ready: session.started,
    // This tab's own prompt first; else the one another tab is waiting on with us.
    signInRequest: asking ?? otherShown,
  })
  // A stopped controller (unmounted tree) must not sign anyone out later.
  session.expiry.watch(token === null || !session.started ? undefined : at)
}

export function emitTokenChange(session: Session, address: Address, token: string | null, reason: TokenChangeReason, remote: boolean): void {
  const event: TokenChangeEvent = { address, token, reason, remote }
  for (const listener of [...session.tokenListeners]) {
    try {
      listener(event)
    } catch (error) {
      session.logger.error(error)
    }
  }
}

/** Removes this account's token here and tells the other tabs, which stop any wait for it (even with no token). */
export function clearToken(session: Session, address: Address, reason: 'sign-out' | 'expired'): void {
  if (session.vault.removeToken(address)) emitTokenChange(session, address, null, reason, false)
  session.channels.postSync({ type: 'token-cleared', address, reason })
}

/** Asks the wallet to disconnect (wagmi then reports it, which clears the account). */
export function disconnectWallet(session: Session): void {
  clearTimeout(session.autoLoginTimer)
  const wallet = session.wallet
  if (!wallet) return
  Promise.resolve()
    .then(() => wallet.disconnect())
    .catch((error: unknown) => session.logger.error(error))
}
