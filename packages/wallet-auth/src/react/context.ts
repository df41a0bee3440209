'use client'
import { createContext } from 'react'
import type { WalletAuth } from '../core/createWalletAuth.js'
import type { WalletAuthState } from '../core/store.js'

export type WalletAuthContextValue = { auth: WalletAuth; state: WalletAuthState }

export const WalletAuthContext = createContext<WalletAuthContextValue | null>(null)
WalletAuthContext.displayName = 'WalletAuthContext'
