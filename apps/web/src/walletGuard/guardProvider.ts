import { checkWalletRequest, isCheckedMethod } from './checkWalletRequest'
import type { WalletAllowlist } from './walletAllowlist'
import { WalletRequestRefusedError } from './walletRequestRefusedError'

type RequestArguments = { method: string; params?: unknown }
type Request = (args: RequestArguments) => Promise<unknown>

export type GuardProviderParameters = {
  allowlist: WalletAllowlist
  /** Told of every refusal (the site logs it and shows the plain line). */
  onRefused?: ((refusal: WalletRequestRefusedError) => void) | undefined
}

const guarded = new WeakMap<object, object>()

/**
 * The same provider, whose `request` checks every signing or sending method against the build's allowlist
 * (checkWalletRequest) before the wallet sees it, with the wallet's own chain id; a refused request throws
 * WalletRequestRefusedError and never reaches the wallet. Everything else of the provider is untouched.
 */
export function guardProvider<provider extends object>(provider: provider, { allowlist, onRefused }: GuardProviderParameters): provider {
  const known = guarded.get(provider)
  if (known) return known as provider
  const inner = (args: RequestArguments) => (provider as unknown as { request: Request }).request(args)
  const request = async (args: RequestArguments) => {
    if (isCheckedMethod(args.method)) {
      const walletChainId = await inner({ method: 'eth_chainId' }).then(
        (id) => (typeof id === 'string' || typeof id === 'number' ? Number(id) : undefined),
        () => undefined,
      )
      const check = checkWalletRequest(allowlist, { method: args.method, params: args.params, walletChainId })
      if (!check.ok) {
        const refusal = new WalletRequestRefusedError(args.method, check.reason, check.detail)
        onRefused?.(refusal)
        throw refusal
      }
    }
    return inner(args)
  }
  const proxy = new Proxy(provider, {
    get(target, property, receiver) {
      if (property === 'request') return request
      const value: unknown = Reflect.get(target, property, receiver)
      // Methods (on, removeListener, ...) run on the real provider, whose private fields a proxy would lack.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
  guarded.set(provider, proxy)
  return proxy
}
