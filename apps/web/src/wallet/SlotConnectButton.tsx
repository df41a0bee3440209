'use client'

import { ConnectButton } from '@rainbow-me/rainbowkit'
import { createPortal } from 'react-dom'
import { useAccount } from 'wagmi'
import { useMessages } from '@/i18n/I18nProvider'
import { useAccountButtonName } from './useAccountButtonName'

export type SlotConnectButtonProps = { slot: HTMLElement | null }

/**
 * RainbowKit's button in the header's slot (docs/behaviour.md): 'Connect Wallet'; connected, on
 * large screens the account's avatar, name and balance and the chain in full; on small ones the
 * avatar and the chain's icon, which is what fits beside the theme and menu buttons on a 320 px
 * phone (the page's account line names the address, useAccountButtonName the button); 'Wrong
 * network' on an unsupported chain.
 */
export function SlotConnectButton({ slot }: SlotConnectButtonProps) {
  const { address } = useAccount()
  const m = useMessages()
  useAccountButtonName(slot, address)
  if (!slot) return null
  // RainbowKit scopes its styles and theme variables to [data-rk]; the portal leaves its root.
  return createPortal(
    <div data-rk="">
      <ConnectButton
        label={m.site.connectWallet}
        accountStatus={{ smallScreen: 'avatar', largeScreen: 'full' }}
        chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
        showBalance={{ smallScreen: false, largeScreen: true }}
      />
    </div>,
    slot,
  )
}
