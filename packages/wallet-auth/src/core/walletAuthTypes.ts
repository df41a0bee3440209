import type { Address } from 'viem'
import type { AccountState, AuthApi, LockManagerLike, StorageLike, TokenChangeEvent, WalletBinding } from '../types.js'
import type { BroadcastChannelConstructor } from './channels.js'
import type { WalletAuthState } from './store.js'
import type { VaultRecord } from './vault.js'

export type WalletAuthTiming = {
  /** Default 100 ms (docs/behaviour.md). */
  autoLoginDelayMs?: number | undefined
  /** Default 30 s (docs/behaviour.md). */
  lockTtlMs?: number | undefined
  /** Default 30 s (docs/behaviour.md). */
  waitTimeoutMs?: number | undefined
  /** Default 500 ms (our choice, see constants.ts). */
  disconnectDebounceMs?: number | undefined
}

export type CreateWalletAuthParameters = {
  /** The product server: `createApiClient()` from @stardust/api-client, or any `AuthApi`. */
  api: AuthApi
  /** How to sign and disconnect; the React provider sets it from wagmi. */
  wallet?: WalletBinding | undefined
  /**
   * Default `localStorage`. `null` (or a runtime without `localStorage`, e.g. Node): tokens in
   * memory, this controller only. A storage that throws on a token write fails the login with
   * LoginError code 'storage_failed'.
   */
  storage?: StorageLike | null | undefined
  /** Default the global BroadcastChannel; null for none. */
  BroadcastChannel?: BroadcastChannelConstructor | null | undefined
  /**
   * The EIP-4361 domain of this site's sign-in messages: another tab's request (sync channel) is shown only when its
   * message names it. Default `location.host`; null (or no page): another tab's requests are never shown.
   */
  domain?: string | null | undefined
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
