import type { Address } from 'viem'
import type { LoginError } from '../errors.js'
import type { AccountStatus, AuthStatus } from '../types.js'
import type { SignInRequest } from './signInRequest.js'

/** What a tab knows about sign-in, as one immutable snapshot. */
export type WalletAuthState = {
  /** The login state machine: a running attempt's step, else authenticated / error / idle. */
  status: AuthStatus
  /** The last failure (message = the text of docs/behaviour.md), cleared by the next attempt. */
  error: LoginError | null
  /** The connected wallet's address, lowercase; kept through a reconnect blip. */
  address: Address | undefined
  /** wagmi reports the wallet connected. */
  isConnected: boolean
  accountStatus: AccountStatus
  /** The unexpired token of `address`, or null. */
  token: string | null
  /** False until the tab has read storage (server render and first client render). */
  ready: boolean
  /** The message this tab asks the wallet to sign, while it waits for the answer; else null. */
  signInRequest: SignInRequest | null
}

export const INITIAL_STATE: WalletAuthState = {
  status: 'idle',
  error: null,
  address: undefined,
  isConnected: false,
  accountStatus: 'disconnected',
  token: null,
  ready: false,
  signInRequest: null,
}

export type Store = {
  get(): WalletAuthState
  set(next: WalletAuthState): void
  subscribe(listener: (state: WalletAuthState) => void): () => void
}

/** A minimal observable; listeners only hear real changes (shallow compare). */
export function createStore(): Store {
  let state = INITIAL_STATE
  const listeners = new Set<(state: WalletAuthState) => void>()
  return {
    get: () => state,
    set(next) {
      const keys = Object.keys(next) as (keyof WalletAuthState)[]
      if (keys.every((key) => next[key] === state[key])) return
      state = next
      for (const listener of [...listeners]) listener(state)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
