'use client'

import { TABLET_MIN_WIDTH_PX, useBreakpoint } from '@stardust/ui'
import { useEffect } from 'react'
import { shortAddress } from '@/status/describeSnapshot'
import { useBound } from '@/i18n/useBound'
import { walletTexts } from './texts'

/**
 * Names the header's account button on small screens (below 768 px, RainbowKit's breakpoint too).
 * There it shows only the avatar, which RainbowKit marks aria-hidden, so the button would have no
 * name for a screen reader; on large screens its visible text (balance, account) names it and no
 * label is set over it. RainbowKit re-creates the button (connect, chain switch), so the name
 * follows its subtree.
 */
export function useAccountButtonName(slot: HTMLElement | null, address: string | undefined): void {
  const small = useBreakpoint(TABLET_MIN_WIDTH_PX) === true
  const WALLET_TEXTS = useBound(walletTexts)
  useEffect(() => {
    if (!slot || !address) return
    const name = WALLET_TEXTS.accountButton(shortAddress(address))
    const apply = () => {
      const button = slot.querySelector('[data-testid="rk-account-button"]')
      if (!button) return
      if (!small) button.removeAttribute('aria-label')
      else if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name)
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(slot, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [slot, address, small, WALLET_TEXTS])
}
