'use client'

import { createContext } from 'react'
import type { WalletBridgeValue } from './types'

/**
 * In a file of its own so the arrows run one way: the provider imports the wallet stack
 * (WalletRoot), which reads the bridge through useWalletBridge, which needs only this.
 */
export const WalletBridgeContext = createContext<WalletBridgeValue | null>(null)
