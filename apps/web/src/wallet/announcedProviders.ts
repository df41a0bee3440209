/**
 * The providers wallets announce through EIP-6963, collected synchronously: wallets answer
 * `eip6963:requestProvider` by dispatching `eip6963:announceProvider` within the same call.
 */
export function announcedProviders(): unknown[] {
  if (typeof window === 'undefined') return []
  const providers: unknown[] = []
  const collect = (event: Event) => providers.push((event as CustomEvent<{ provider?: unknown }>).detail?.provider)
  window.addEventListener('eip6963:announceProvider', collect)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', collect)
  return providers
}
