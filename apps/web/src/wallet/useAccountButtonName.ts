'use client'

import { useEffect } from 'react'
import { shortAddress } from '@/status/describeSnapshot'
import { WALLET_TEXTS } from './texts'

/** RainbowKit's small screens: below its 768 px breakpoint, where the account button is its avatar. */
const SMALL_SCREEN = '(max-width: 767.98px)'

/**
 * Names the header's account button on small screens. There it shows only the avatar, which
 * RainbowKit marks aria-hidden, so the button would have no name for a screen reader; on large
 * screens its visible text (balance, account) names it and no label is set over it. RainbowKit
 * re-creates the button (connect, chain switch), so the name follows its subtree.
 */
export function useAccountButtonName(slot: HTMLElement | null, address: string | undefined): void {
  useEffect(() => {
    if (!slot || !address) return
    const small = window.matchMedia(SMALL_SCREEN)
    const name = WALLET_TEXTS.accountButton(shortAddress(address))
    const apply = () => {
      const button = slot.querySelector('[data-testid="rk-account-button"]')
      if (!button) return
      if (small.matches) {
        if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name)
      } else button.removeAttribute('aria-label')
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(slot, { childList: true, subtree: true })
    small.addEventListener('change', apply)
    return () => {
      observer.disconnect()
      small.removeEventListener('change', apply)
    }
  }, [slot, address])
}
