'use client'

import { useContext } from 'react'
import { WalletBridgeMissingError } from '@/errors'
import type { WalletBridgeValue } from './types'
import { WalletBridgeContext } from './walletBridgeContext'

/** The wallet state and connect request, for any client component of the site. */
export function useWalletBridge(): WalletBridgeValue {
  const value = useContext(WalletBridgeContext)
  if (!value) throw new WalletBridgeMissingError()
  return value
}
