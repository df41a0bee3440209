'use client'

import type { Deployments } from '@stardust/contracts'
import { useLayoutEffect } from 'react'
import { setClientDeployments } from './clientDeployments'

/** Hands the server's deployments to the browser's wallet parts (see clientDeployments). Renders nothing. */
export function ClientDeployments({ deployments }: { deployments: Deployments }) {
  useLayoutEffect(() => setClientDeployments(deployments), [deployments])
  return null
}
