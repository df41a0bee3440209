import type { Wallet } from '@rainbow-me/rainbowkit'
import { LOCAL_CHAIN_ID, LOCAL_RPC_URL, getRpcUrls } from '@stardust/chains'
import { createConnector } from 'wagmi'
import { publicEnv } from '../publicEnv'
import { DEV_WALLET_ID } from './constants'
import { devWalletConnector } from './devWalletConnector'
import { DEV_WALLET_ICON } from './icon'
import { DEV_WALLET_TEXTS } from './texts'

/**
 * RainbowKit's entry for the development wallet: always 'installed' (nothing to install), its own
 * 'Development' group (walletGroups.ts adds it in development builds only).
 */
export const devWallet = (): Wallet => ({
  id: DEV_WALLET_ID,
  name: DEV_WALLET_TEXTS.name,
  iconUrl: DEV_WALLET_ICON,
  iconBackground: '#1b1f3b',
  installed: true,
  createConnector: (walletDetails) => {
    const rpcUrl = getRpcUrls(LOCAL_CHAIN_ID, publicEnv)[0] ?? LOCAL_RPC_URL
    return createConnector((config) => ({ ...devWalletConnector({ rpcUrl })(config), ...walletDetails }))
  },
})
