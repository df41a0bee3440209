import type { WalletList } from '@rainbow-me/rainbowkit'
import { devWallet } from './devWallet'
import { DEV_WALLET_TEXTS } from './texts'

/** The connect modal's 'Development' group: the Development Wallet alone. */
export const developmentGroup: WalletList[number] = { groupName: DEV_WALLET_TEXTS.group, wallets: [devWallet] }
