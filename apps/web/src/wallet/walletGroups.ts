import type { WalletList } from '@rainbow-me/rainbowkit'
import {
  argentWallet,
  coinbaseWallet,
  imTokenWallet,
  ledgerWallet,
  metaMaskWallet,
  okxWallet,
  omniWallet,
  rainbowWallet,
  trustWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { browserWallet } from './browserWallet'
import { WALLET_TEXTS } from './texts'

/**
 * The wallet list of the specification (section 3). Wallets the browser announces through
 * EIP-6963 are added to the Installed group by RainbowKit itself; the plain injected entry
 * shows only for a window.ethereum nothing else covers (see browserWallet).
 */
export const walletGroups: WalletList = [
  { groupName: WALLET_TEXTS.groups.installed, wallets: [browserWallet, metaMaskWallet] },
  {
    groupName: WALLET_TEXTS.groups.popular,
    wallets: [okxWallet, rainbowWallet, coinbaseWallet, walletConnectWallet],
  },
  {
    groupName: WALLET_TEXTS.groups.more,
    wallets: [argentWallet, trustWallet, omniWallet, imTokenWallet, ledgerWallet],
  },
]
