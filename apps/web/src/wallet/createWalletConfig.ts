import { MULTICALL_BATCH, createTransports } from '@stardust/chains'
import { type Config, createConfig, createStorage } from 'wagmi'
import { createWalletConnectors, type CreateWalletConnectorsParameters } from './createWalletConnectors'
import { type ReconnectGate, deferUntilChosen } from './deferUntilChosen'
import { WalletSetupError } from './errors'
import { siteChains } from './siteChains'
import { clientPollingIntervals } from '@/transactions/receiptPolling'
import { guardConnectors } from '@/walletGuard/guardConnector'
import { reportWalletRefusal } from '@/walletGuard/reportRefusal'
import { SITE_WALLET_ALLOWLIST } from '@/walletGuard/siteWalletAllowlist'

export type CreateWalletConfigParameters = CreateWalletConnectorsParameters & {
  /**
   * The connectors this browser will reconnect on mount (savedConnectorIds), or undefined when
   * there is nothing to restore. Every other connector with an SDK of its own waits for a choice.
   */
  restoring?: ReadonlySet<string> | undefined
  /** The page's line for a request the guard refused (walletGuardTexts). */
  refusedText: string
}

/** A reconnect that never settles must not keep the other wallets closed for good. */
const GATE_FALLBACK_MS = 15_000

/**
 * The wagmi config of the site: our wallet list, the six chains (and Stardust Local in
 * development: siteChains) and their fallback transports.
 * Throws WalletSetupError, with RainbowKit's words, when the setup is invalid (docs/behaviour.md).
 */
export function createWalletConfig({ restoring, refusedText, ...parameters }: CreateWalletConfigParameters): Config {
  let gateOpen = restoring === undefined
  const gate: ReconnectGate = { isOpen: () => gateOpen }
  const connectors = createWalletConnectors(parameters).map((connector) => deferUntilChosen(connector, restoring ?? new Set(), gate))
  let config: Config
  try {
    config = createConfig({
      chains: siteChains,
      connectors,
      transports: createTransports({ env: parameters.env, chains: siteChains }),
      batch: { multicall: MULTICALL_BATCH },
      // Never under a second on fast chains (Arbitrum): see src/transactions/receiptPolling.ts.
      pollingInterval: clientPollingIntervals(siteChains),
      storage: createStorage({ storage: typeof window === 'undefined' ? undefined : window.localStorage }),
      // wagmi's <Hydrate> reconnects on every render unless `ssr` is set; with it, once on mount
      // (after rehydrating the stored connection), however often the site re-renders above us.
      ssr: true,
    })
  } catch (error) {
    throw new WalletSetupError(error)
  }
  // Every wallet request meets the build's allowlist last, just before the wallet (src/walletGuard).
  guardConnectors(config, { allowlist: SITE_WALLET_ALLOWLIST, onRefused: (refusal) => reportWalletRefusal(refusal, refusedText) })
  if (!gateOpen) {
    // The mount-time reconnect has settled once the status is connected or disconnected again.
    const open = () => {
      gateOpen = true
      stop()
      clearTimeout(fallback)
    }
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (status === 'connected' || status === 'disconnected') open()
      },
    )
    const fallback = setTimeout(open, GATE_FALLBACK_MS)
  }
  return config
}
