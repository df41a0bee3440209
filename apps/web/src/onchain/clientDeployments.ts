'use client'

import type { Deployments } from '@stardust/contracts'
import { useSyncExternalStore } from 'react'

// Module state, not React context: wallet islands render inside WalletRoot's tree (a portal), where the
// page's context does not reach, but they share this module with the page.
let current: Deployments = {}
const listeners = new Set<() => void>()

/** Called by <ClientDeployments/> with what the server read from its configuration. */
export function setClientDeployments(deployments: Deployments): void {
  if (JSON.stringify(deployments) === JSON.stringify(current)) return
  current = deployments
  for (const listener of listeners) listener()
}

/** The site's deployments in the browser (the server's, passed down by the page). */
export function useClientDeployments(): Deployments {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => current,
  )
}
