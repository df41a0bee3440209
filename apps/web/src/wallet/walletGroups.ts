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
import type { WalletTexts } from './texts'

/**
 * The product's wallet list (docs/behaviour.md). Wallets the browser announces through
 * EIP-6963 are added to the Installed group by RainbowKit itself; the plain injected entry
 * shows only for a window.ethereum nothing else covers (see browserWallet).
 */
const specificationGroups = (groups: WalletTexts['groups']): WalletList => [
  { groupName: groups.installed, wallets: [browserWallet, metaMaskWallet] },
  {
    groupName: groups.popular,
    wallets: [okxWallet, rainbowWallet, coinbaseWallet, walletConnectWallet],
  },
  {
    groupName: groups.more,
    wallets: [argentWallet, trustWallet, omniWallet, imTokenWallet, ledgerWallet],
  },
]

/**
 * The site's wallet list, its group names in the page's language: the product's, led in development builds by a 'Development' group
 * with the burner wallet (devWallet/README.md). `process.env.NODE_ENV` is written out so Next
 * inlines it, and the group is required inside the branch: the bundler drops a dead branch's
 * require, while a static import would keep the modules in a production bundle.
 */
export const walletGroups = (groups: WalletTexts['groups']): WalletList =>
  process.env.NODE_ENV === 'development'
    ? [
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dead branch's require leaves the production bundle
        (require('./devWallet/developmentGroup') as { developmentGroup: WalletList[number] }).developmentGroup,
        ...specificationGroups(groups),
      ]
    : specificationGroups(groups)
