'use client'

import type { QueryClient } from '@tanstack/react-query'
import type { WalletAuth } from '@stardust/wallet-auth'
import { useEffect } from 'react'
import { isUserRejection } from '@stardust/wallet-auth'
import { onMutationError } from './onMutationError'

/**
 * RainbowKit's sign-in dialog keeps the wallet connected when the signature is refused; the
 * product disconnects on any failed login (docs/behaviour.md, Connection and sign-in). wagmi runs the dialog's
 * signature as a `signMessage` mutation, so its rejection is seen here and the login cancelled
 * (token cleared, wallet disconnected, 'Login process failed' logged).
 */
export function useDisconnectOnRejectedSignature(queryClient: QueryClient, auth: WalletAuth): void {
  useEffect(
    () =>
      onMutationError(queryClient, 'signMessage', (error) => {
        if (auth.getState().token) return
        if (isUserRejection(error)) auth.cancel()
      }),
    [queryClient, auth],
  )
}
