'use client'
import { useMemo } from 'react'
import { createAuthenticatedFetch } from '../core/createAuthenticatedFetch.js'
import { useWalletAuthContext } from './useWalletAuthContext.js'

/** `fetch` with the bearer token; on a 401 it signs in again once and repeats the request. */
export function useAuthenticatedFetch(options: { fetch?: typeof fetch | undefined } = {}) {
  const { auth } = useWalletAuthContext()
  const { fetch: baseFetch } = options
  return useMemo(
    () => createAuthenticatedFetch({ getToken: () => auth.getToken(), retryLogin: auth.retryLogin, fetch: baseFetch }),
    [auth, baseFetch],
  )
}
