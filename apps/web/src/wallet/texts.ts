// User-facing texts of the wallet stack. RainbowKit's own words ('Connect Wallet', 'Wrong network',
// 'Wrong network detected, switch or disconnect to continue.', ...) come from its en-US locale.

import { TEXTS } from '@/texts'

export const WALLET_TEXTS = {
  connectWallet: TEXTS.connectWallet,
  app: { name: TEXTS.siteName, description: TEXTS.siteDescription },
  groups: { installed: 'Installed', popular: 'Popular', more: 'More' },
  /** The account button's name on small screens, where it shows only the avatar. */
  accountButton: (address: string) => `Account ${address}`,
  /** Shown in place of the connect button when the wallet setup is invalid (docs/behaviour.md). */
  setupFailed: 'Wallet setup failed',
  /** docs/behaviour.md, Texts: a wallet that cannot switch from the app (RainbowKit's own words for it). */
  switchInWallet: (appName: string) =>
    `Your wallet does not support switching networks from ${appName}. Try switching networks from within your wallet instead.`,
} as const
