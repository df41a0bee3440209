'use client'
import { useContext } from 'react'
import { BaseError } from '../errors.js'
import { type WalletAuthContextValue, WalletAuthContext } from './context.js'

export class WalletAuthProviderNotFoundError extends BaseError {
  override name = 'WalletAuthProviderNotFoundError'
  constructor() {
    super('`useWalletAuth` must be used within `WalletAuthProvider`.', { code: 'provider_not_found' })
  }
}

export function useWalletAuthContext(): WalletAuthContextValue {
  const value = useContext(WalletAuthContext)
  if (!value) throw new WalletAuthProviderNotFoundError()
  return value
}
