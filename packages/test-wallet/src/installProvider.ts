/**
 * Runs IN THE PAGE (serialised by Playwright's addInitScript), so it must not reference anything
 * outside its own body: no imports, no module constants, no helpers.
 */
export type InstallProviderConfig = {
  binding: string
  emitName: string
  info: { uuid: string; name: string; icon: string; rdns: string }
  /** Also set `window.ethereum` (when free), for dapps that only know the legacy global. */
  injectWindowEthereum: boolean
  /** Flags real wallets expose (`isMetaMask`, ...), copied onto the provider. */
  flags: Record<string, boolean>
}

export type BindingResponse = { result: unknown } | { error: { code?: number | undefined; message: string; data?: unknown } }

export function installProvider(config: InstallProviderConfig): void {
  type Listener = (payload: unknown) => void
  type Call = (payload: { method: string; params?: unknown }) => Promise<BindingResponse>
  const scope = window as unknown as Record<string, unknown>
  if (scope[config.emitName]) return
  const listeners = new Map<string, Set<Listener>>()

  const emit = (event: string, payload: unknown): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(error)
      }
    }
  }

  const provider = {
    ...config.flags,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw Object.assign(new Error('Expected a single { method, params } argument.'), { code: -32600 })
      }
      const call = scope[config.binding] as Call
      const response = await call({ method: args.method, params: args.params })
      if ('error' in response) {
        const { code, message, data } = response.error
        // No code: a plain Error, as some wallets throw (the dapp must not rely on a code).
        throw Object.assign(new Error(message), code === undefined ? {} : { code, data })
      }
      return response.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener)
    },
    once(event: string, listener: Listener) {
      const wrapped: Listener = (payload) => {
        provider.removeListener(event, wrapped)
        listener(payload)
      }
      return provider.on(event, wrapped)
    },
  }

  Object.defineProperty(window, config.emitName, { value: emit, configurable: false, enumerable: false })
  if (config.injectWindowEthereum && !('ethereum' in window)) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: false })
  }

  // EIP-6963: one frozen detail object, announced at start and on every request.
  const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider })
  const announce = (): void => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  // EIP-1193 'connect': the wallet is reachable and on this chain (no accounts implied).
  provider.request({ method: 'eth_chainId' }).then(
    (chainId) => emit('connect', { chainId }),
    () => undefined,
  )
}
