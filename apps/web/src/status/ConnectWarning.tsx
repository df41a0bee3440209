'use client'

import { useEffect, useRef } from 'react'
import { CONNECT_WARNING_DELAY_MS, CONNECT_WARNING_DURATION_MS, CONNECT_WARNING_SEEN_KEY } from '@/constants'
import { useMessages } from '@/i18n/I18nProvider'
import { notify } from '@/toast/notify'
import { hasStoredToken } from '@/wallet-bridge/savedConnection'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { shouldWarnToConnect } from './shouldWarnToConnect'

function readSeen(): boolean {
  try {
    return window.sessionStorage.getItem(CONNECT_WARNING_SEEN_KEY) !== null
  } catch {
    return false
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(CONNECT_WARNING_SEEN_KEY, String(Date.now()))
  } catch {
    // No sessionStorage: the warning may show again on the next page; harmless.
  }
}

/**
 * 'Please Connect Your Wallet First' on /stake and /purchase: 1 s after load, only wider
 * than 768 px, for 5000 ms, once per visit (sessionStorage), and never to a visitor who has
 * a wallet connected or a token stored. Shown as a react-toastify toast (top-left, dark).
 */
export function ConnectWarning() {
  const { snapshot } = useWalletBridge()
  const warning = useMessages().site.connectWarning
  // Read at the moment of the check, not at the moment of the render.
  const latest = useRef(snapshot)
  latest.current = snapshot

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const show = shouldWarnToConnect({
        snapshot: latest.current,
        storedToken: hasStoredToken(window.localStorage),
        width: window.innerWidth,
        alreadyShown: readSeen(),
      })
      if (!show) return
      markSeen()
      void notify(warning, {
        toastId: CONNECT_WARNING_SEEN_KEY,
        autoClose: CONNECT_WARNING_DURATION_MS,
        type: 'warning',
      })
    }, CONNECT_WARNING_DELAY_MS)
    return () => window.clearTimeout(timer)
    // Once per page view; the page's language does not change under it.
  }, [warning])

  return null
}
