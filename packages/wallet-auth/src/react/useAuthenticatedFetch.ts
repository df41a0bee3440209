'use client'
import { useMemo } from 'react'
import { createAuthenticatedFetch } from '../core/createAuthenticatedFetch.js'
import type { DpopSigner } from '../dpop/createDpopSigner.js'
import { useWalletAuthContext } from './useWalletAuthContext.js'

/** `fetch` with the token (and a DPoP proof when `dpop` is given); on a 401 it signs in again once and repeats the request. */
export function useAuthenticatedFetch(options: { fetch?: typeof fetch | undefined; dpop?: DpopSigner | undefined } = {}) {
  const { auth } = useWalletAuthContext()
  const { fetch: baseFetch, dpop } = options
  return useMemo(
    () => createAuthenticatedFetch({ getToken: () => auth.getToken(), retryLogin: auth.retryLogin, fetch: baseFetch, dpop }),
    [auth, baseFetch, dpop],
  )
}
