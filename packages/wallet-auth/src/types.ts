import type { Address, Hex } from 'viem'

/**
 * What wallet-auth needs from the product server. `@stardust/api-client`'s `ApiClient`
 * satisfies it as is; any object with these methods does.
 */
export type AuthApi = {
  /** POST user/nonce: the nonce, and the EIP-4361 text to sign when the server sends one. */
  getNonce(account: Address, chainId?: number): Promise<{ nonce: string; message?: string | undefined }>
  /** POST user/login: the token, or null when the server answered without one. */
  login(account: Address, signedMsg: Hex): Promise<string | null>
  /** Optional: as `login`, with the server's expiry (ISO text or ms) used when the token has no `exp`. */
  loginWithExpiry?: (
    account: Address,
    signedMsg: Hex,
  ) => Promise<{ token: string; expiresAt?: string | number | undefined } | null>
}

/** How the core talks to the wallet; the React provider builds it from wagmi. */
export type WalletBinding = {
  signMessage(parameters: { address: Address; message: string }): Promise<Hex>
  disconnect(): unknown
}

/** Wallet connection as wagmi reports it. */
export type AccountStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected'

export type AccountState = {
  status: AccountStatus
  address?: Address | undefined
  chainId?: number | undefined
}

/** The login state machine (docs/behaviour.md, sign-in message dialog). */
export type AuthStatus = 'idle' | 'preparing' | 'signing' | 'verifying' | 'authenticated' | 'error'

/** Storage the vault and the lock marker use: `localStorage` or anything with its three methods. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The subset of the Web Locks API used. */
export type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T> | T): Promise<T>
}

/** Why a token was stored or cleared; passed to `onTokenChange` listeners. */
export type TokenChangeReason =
  | 'login' // this tab signed in
  | 'other-tab' // another tab signed in and broadcast the token
  | 'sign-out' // signOut() or the wallet disconnected
  | 'failure' // a login attempt failed
  | 'expired' // the token's expiry passed
  | 'clear-all' // clearAll()

export type TokenChangeEvent = {
  address: Address
  /** The new token, or null when it was cleared. */
  token: string | null
  reason: TokenChangeReason
  /** True when the change came from another tab (a broadcast), false when it happened here. */
  remote: boolean
}
