import type { CreateConnectorFn } from 'wagmi'

/**
 * Closed while wagmi's mount-time reconnect runs, open once it has settled (or at once when there
 * is nothing to restore). No wallet can be chosen before: RainbowKit opens the connect modal only
 * when disconnected.
 */
export type ReconnectGate = { readonly isOpen: () => boolean }

/** What a deferred connector answers wagmi's reconnect: it was never chosen, so it has nothing to restore. */
export class ConnectorNotChosenError extends Error {
  override name = 'ConnectorNotChosenError'
  constructor(id: string) {
    super(`The ${id} connector has not been chosen: its SDK is not loaded.`)
  }
}

/**
 * A connector whose SDK is big or talks to a third party (WalletConnect's relay, Coinbase's,
 * MetaMask's) starts nothing until the visitor chooses it: wagmi's `setup()` at config creation
 * and its reconnect's `getProvider()` on every connector would otherwise download the SDK and open
 * the relay for a visitor who never uses it. Injected connectors (window.ethereum, EIP-6963) and
 * the connectors this browser has saved (`savedIds`) stay as they are.
 */
export function deferUntilChosen(createConnector: CreateConnectorFn, savedIds: ReadonlySet<string>, gate: ReconnectGate): CreateConnectorFn {
  return (config) => {
    const inner = createConnector(config)
    if (inner.type === 'injected' || savedIds.has(inner.id)) return inner
    // The set-up (listeners on the provider) runs with the first getProvider after a choice; like
    // wagmi, nothing waits for it (it asks for the provider itself).
    const { setup, ...rest } = inner
    let setUp = false
    return {
      ...rest,
      async getProvider(parameters) {
        if (!gate.isOpen()) throw new ConnectorNotChosenError(inner.id)
        const provider = await inner.getProvider.call(this, parameters)
        if (!setUp && setup) {
          setUp = true
          setup.call(this).catch(() => undefined)
        }
        return provider
      },
      async isAuthorized() {
        if (!gate.isOpen()) return false
        return inner.isAuthorized.call(this)
      },
    }
  }
}
