// User-facing texts of the wallet stack, from the page's catalog (namespace `wallet`). RainbowKit's own
// words ('Connect Wallet', 'Wrong network', ...) come from its locale, the page's (WalletProviders).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function walletTexts(m: Messages) {
  const t = m.wallet
  return {
    ...t,
    connectWallet: m.site.connectWallet,
    app: { name: m.site.name, description: m.site.description },
    /** The account button's name on small screens, where it shows only the avatar. */
    accountButton: (address: string) => fill(t.accountButton, { address }),
    /** docs/behaviour.md, Texts: a wallet that cannot switch from the app (RainbowKit's own words for it). */
    switchInWallet: (appName: string) => fill(t.switchInWallet, { app: appName }),
  }
}

export type WalletTexts = ReturnType<typeof walletTexts>
