import { MULTICALL_BATCH, createTransports } from '@stardust/chains'
import { createConfig, createStorage, type Config } from 'wagmi'
import { createWalletConnectors, type CreateWalletConnectorsParameters } from './createWalletConnectors'
import { WalletSetupError } from './errors'
import { siteChains } from './siteChains'

export type CreateWalletConfigParameters = CreateWalletConnectorsParameters

/**
 * The wagmi config of the site: our wallet list, the six chains (and Stardust Local in
 * development: siteChains) and their fallback transports.
 * Throws WalletSetupError, with RainbowKit's words, when the setup is invalid (spec section 5).
 */
export function createWalletConfig(parameters: CreateWalletConfigParameters): Config {
  const connectors = createWalletConnectors(parameters)
  try {
    return createConfig({
      chains: siteChains,
      connectors,
      transports: createTransports({ env: parameters.env, chains: siteChains }),
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
