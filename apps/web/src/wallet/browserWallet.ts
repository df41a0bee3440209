import type { WalletList } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import { announcedProviders } from './announcedProviders'

type CreateWalletFn = WalletList[number]['wallets'][number]
type InjectedWindow = Window & { ethereum?: { isMetaMask?: boolean } }

/**
 * RainbowKit's "Browser Wallet" (window.ethereum), only when no other entry already drives that
 * provider: not when the wallet announces itself through EIP-6963 (RainbowKit lists it under
 * Installed by name) nor when it is MetaMask (the MetaMask entry). Two connectors on one provider
 * both follow its events, so an account switch would connect the second one and a disconnect
 * would leave the first connected.
 */
export const browserWallet: CreateWalletFn = () => ({
  ...injectedWallet(),
  hidden: () => {
    if (typeof window === 'undefined') return true
    const { ethereum } = window as InjectedWindow
    if (!ethereum || ethereum.isMetaMask) return true
    return announcedProviders().includes(ethereum)
  },
})
