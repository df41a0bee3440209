'use client'

import type { QueryClient } from '@tanstack/react-query'
import type { WalletAuth } from '@stardust/wallet-auth'
import { useEffect } from 'react'
import { isUserRejection } from './isUserRejection'

/**
 * RainbowKit's sign-in dialog keeps the wallet connected when the signature is refused; the
 * specification disconnects on any failed login (section 4, step 5). wagmi runs the dialog's
 * signature as a `signMessage` mutation, so its rejection is seen here and the login cancelled
 * (token cleared, wallet disconnected, 'Login process failed' logged).
 */
export function useDisconnectOnRejectedSignature(queryClient: QueryClient, auth: WalletAuth): void {
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const key = event.mutation.options.mutationKey
        if (!Array.isArray(key) || key[0] !== 'signMessage') return
        if (auth.getState().token) return
        if (isUserRejection(event.action.error)) auth.cancel()
      }),
    [queryClient, auth],
  )
}
