import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit'
import { MULTICALL_BATCH, createTransports, supportedChains, type Env } from '@stardust/chains'
import { createConfig, createStorage, type Config } from 'wagmi'
import { WalletSetupError } from './errors'
import { resolveProjectId } from './projectId'
import { WALLET_TEXTS } from './texts'
import { walletGroups } from './walletGroups'

export type CreateWalletConfigParameters = {
  env: Env
  /** The site's own origin, for WalletConnect metadata. */
  appUrl: string
  /** Replaces the specification's wallet list (tests of the setup errors). */
  wallets?: WalletList | undefined
}

/**
 * The wagmi config of the site: our wallet list, the six chains and their fallback transports.
 * Throws WalletSetupError, with RainbowKit's words, when the setup is invalid (spec section 5).
 */
export function createWalletConfig({ env, appUrl, wallets = walletGroups }: CreateWalletConfigParameters): Config {
  try {
    const connectors = connectorsForWallets(wallets, {
      appName: WALLET_TEXTS.app.name,
      appDescription: WALLET_TEXTS.app.description,
      appUrl,
      appIcon: `${appUrl}/icon.svg`,
      projectId: resolveProjectId(env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID),
    })
    return createConfig({
      chains: supportedChains,
      connectors,
      transports: createTransports({ env }),
      batch: { multicall: MULTICALL_BATCH },
      storage: createStorage({ storage: typeof window === 'undefined' ? undefined : window.localStorage }),
      // wagmi's <Hydrate> reconnects on every render unless `ssr` is set; with it, once on mount
      // (after rehydrating the stored connection), however often the site re-renders above us.
      ssr: true,
    })
  } catch (error) {
    throw new WalletSetupError(error)
  }
}
