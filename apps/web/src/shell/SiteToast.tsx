'use client'

import { Toast } from '@stardust/ui'
import { useEffect, useState } from 'react'
import { TEXTS } from '@/texts'
import type { WalletEvent } from '@/wallet-bridge/types'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'

function messageFor(event: WalletEvent): string {
  return event.type === 'signed-in' ? TEXTS.toast.signedIn : TEXTS.toast.clearedAll
}

/**
 * The product's own toast (@stardust/ui) in the (site) shell, for the wallet events a visitor
 * wants confirmed: a sign-in that stored a token here, and 'Sign out of all accounts'.
 * Library toasts (react-toastify) stay for the product's warnings and errors.
 */
export function SiteToast() {
  const { subscribe } = useWalletBridge()
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => subscribe((event) => setMessage(messageFor(event))), [subscribe])
  return <Toast message={message} onClose={() => setMessage(null)} />
}
