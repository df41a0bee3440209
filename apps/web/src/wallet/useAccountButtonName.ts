'use client'

// From the constants-only entry: ui's main entry would bring the header, the menu and motion into the wallet
// stack's download (a returning visitor's JavaScript), for one number and one media query.
import { TABLET_MIN_WIDTH_PX } from '@stardust/ui/server'
import { useEffect } from 'react'
import { shortAddress } from '@/status/describeSnapshot'
import { useBound } from '@/i18n/useBound'
import { walletTexts } from './texts'

/** Below 768 px (0.02 px under: browsers round fractional widths). */
const SMALL = `(max-width: ${TABLET_MIN_WIDTH_PX - 0.02}px)`

/**
 * Names the header's account button on small screens (below 768 px, RainbowKit's breakpoint too).
 * There it shows only the avatar, which RainbowKit marks aria-hidden, so the button would have no
 * name for a screen reader; on large screens its visible text (balance, account) names it and no
 * label is set over it. RainbowKit re-creates the button (connect, chain switch), so the name
 * follows its subtree, and the screen's width as it changes.
 */
export function useAccountButtonName(slot: HTMLElement | null, address: string | undefined): void {
  const WALLET_TEXTS = useBound(walletTexts)
  useEffect(() => {
    if (!slot || !address) return
    const name = WALLET_TEXTS.accountButton(shortAddress(address))
    const small = window.matchMedia(SMALL)
    const apply = () => {
      const button = slot.querySelector('[data-testid="rk-account-button"]')
      if (!button) return
      if (!small.matches) button.removeAttribute('aria-label')
      else if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name)
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(slot, { childList: true, subtree: true })
    small.addEventListener('change', apply)
    return () => {
      observer.disconnect()
      small.removeEventListener('change', apply)
    }
  }, [slot, address, WALLET_TEXTS])
}
