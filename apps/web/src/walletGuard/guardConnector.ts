import type { Config, Connector } from 'wagmi'
import { guardProvider, type GuardProviderParameters } from './guardProvider'

const patched = new WeakSet<Connector>()

/** One connector's provider (and client, for connectors that bring their own) through the guard, in place. */
function guardOne(connector: Connector, parameters: GuardProviderParameters): void {
  if (patched.has(connector)) return
  patched.add(connector)
  const getProvider = connector.getProvider.bind(connector)
  connector.getProvider = async (options) => {
    const provider = await getProvider(options)
    return provider && typeof provider === 'object' && 'request' in provider ? guardProvider(provider, parameters) : provider
  }
  if (connector.getClient) {
    const getClient = connector.getClient.bind(connector)
    connector.getClient = async (options) => guardProvider(await getClient(options), parameters)
  }
}

/**
 * Every connector of the wagmi config goes through the guard: those of the site's wallet list and those wagmi
 * adds by itself for each EIP-6963 wallet the browser announces (which never pass through the list). So every
 * request of every hook and page, whoever the caller, meets checkWalletRequest last, just before the wallet.
 * Returns the unsubscribe.
 */
export function guardConnectors(config: Config, parameters: GuardProviderParameters): () => void {
  for (const connector of config.connectors) guardOne(connector, parameters)
  // Connectors are added later (EIP-6963 announcements, hydration): each is guarded as it arrives, before use.
  return config._internal.connectors.subscribe((connectors) => {
    for (const connector of connectors) guardOne(connector, parameters)
  })
}
