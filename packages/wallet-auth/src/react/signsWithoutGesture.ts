/** The part of a wagmi connector that says how it reaches the wallet. */
export type ConnectorKind = { readonly type: string }

type InjectedWindow = { ethereum?: { isMetaMask?: boolean } }

/**
 * True when a signature request reaches this connector's wallet without a user gesture: an
 * injected provider (window.ethereum or EIP-6963: the extension or the in-app browser opens its
 * own prompt). WalletConnect on a phone opens the wallet app through a deep link, and Coinbase's
 * and Base's SDKs open a popup: browsers allow both only inside a click, so those keep the
 * dialog's 'Sign message' button. MetaMask's SDK connector drives the injected MetaMask when there
 * is one, else it deep-links like WalletConnect.
 */
export function signsWithoutGesture(connector: ConnectorKind): boolean {
  if (connector.type === 'injected') return true
  if (connector.type === 'metaMask') return typeof window !== 'undefined' && (window as InjectedWindow).ethereum?.isMetaMask === true
  return false
}
