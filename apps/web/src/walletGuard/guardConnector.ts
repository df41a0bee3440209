import type { CreateConnectorFn } from 'wagmi'
import { guardProvider, type GuardProviderParameters } from './guardProvider'

/**
 * A wagmi connector whose provider (and client, for connectors that bring their own) goes through the guard:
 * every wallet request of the site, whichever hook or page asks, meets checkWalletRequest last, just before the
 * wallet. Wraps the connector the way deferUntilChosen does.
 */
export function guardConnector(createConnector: CreateConnectorFn, parameters: GuardProviderParameters): CreateConnectorFn {
  return (config) => {
    const inner = createConnector(config)
    return {
      ...inner,
      async getProvider(options) {
        const provider = await inner.getProvider.call(this, options)
        return provider && typeof provider === 'object' && 'request' in provider ? guardProvider(provider, parameters) : provider
      },
      ...(inner.getClient
        ? {
            async getClient(options) {
              const client = await inner.getClient!.call(this, options)
              return guardProvider(client, parameters)
            },
          }
        : {}),
    }
  }
}
