'use client'

import { ConnectButton } from '@rainbow-me/rainbowkit'
import { createPortal } from 'react-dom'
import { WALLET_TEXTS } from './texts'

export type SlotConnectButtonProps = { slot: HTMLElement | null }

/**
 * RainbowKit's button in the header's slot (docs/behaviour.md): 'Connect Wallet'; connected,
 * the account with its avatar, the balance on large screens only, the chain in full on large
 * screens and as an icon on small ones; 'Wrong network' on an unsupported chain.
 */
export function SlotConnectButton({ slot }: SlotConnectButtonProps) {
  if (!slot) return null
  // RainbowKit scopes its styles and theme variables to [data-rk]; the portal leaves its root.
  return createPortal(
    <div data-rk="">
      <ConnectButton
        label={WALLET_TEXTS.connectWallet}
        accountStatus="full"
        chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
        showBalance={{ smallScreen: false, largeScreen: true }}
      />
    </div>,
    slot,
  )
}
