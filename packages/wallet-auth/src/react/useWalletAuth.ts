'use client'
import type { Address } from 'viem'
import type { WalletAuth } from '../core/createWalletAuth.js'
import type { SignInRequest } from '../core/signInRequest.js'
import type { LoginError } from '../errors.js'
import type { AuthStatus } from '../types.js'
import { useWalletAuthContext } from './useWalletAuthContext.js'

export type UseWalletAuthReturnType = {
  /** The connected account's unexpired token, or null. */
  token: string | null
  /** The connected wallet's address, lowercase. */
  address: Address | undefined
  isConnected: boolean
  status: AuthStatus
  /** The last failure; `error.message` is the text of docs/behaviour.md for the failed step. */
  error: LoginError | null
  /** False during server render and the first client render (storage not read yet). */
  ready: boolean
  /** The message this tab asks the wallet to sign, until it answers or refuses (explain it beside the prompt); else null. */
  signInRequest: SignInRequest | null
  /** Signs in again; the new token, or false (no wallet, no current address, or no token). */
  retryLogin: WalletAuth['retryLogin']
  /** Signs in the connected account now (joins a running login). */
  login: WalletAuth['login']
  /** Clears the connected account's token in every tab and disconnects the wallet. */
  signOut: WalletAuth['signOut']
  /** Clears every stored account in every tab and disconnects the wallet. */
  clearAll: WalletAuth['clearAll']
  /** Stops this tab's running login (the wallet is disconnected). */
  cancel: WalletAuth['cancel']
  /** The controller itself, for code outside React. */
  auth: WalletAuth
}

export function useWalletAuth(): UseWalletAuthReturnType {
  const { auth, state } = useWalletAuthContext()
  return {
    token: state.token,
    address: state.address,
    isConnected: state.isConnected,
    status: state.status,
    error: state.error,
    ready: state.ready,
    signInRequest: state.signInRequest,
    retryLogin: auth.retryLogin,
    login: auth.login,
    signOut: auth.signOut,
    clearAll: auth.clearAll,
    cancel: auth.cancel,
    auth,
  }
}
