'use client'

import { Toast } from '@stardust/ui'
import { useEffect, useState } from 'react'
import { useMessages } from '@/i18n/I18nProvider'
import type { Messages } from '@/i18n/messages/types'
import type { WalletEvent } from '@/wallet-bridge/types'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'

function messageFor(event: WalletEvent, m: Messages): string {
  return event.type === 'signed-in' ? m.toast.signedIn : m.toast.clearedAll
}

/**
 * The product's own toast (@stardust/ui) in the (site) shell, for the wallet events a visitor
 * wants confirmed: a sign-in that stored a token here, and 'Sign out of all accounts'.
 * Library toasts (react-toastify) stay for the product's warnings and errors.
 */
export function SiteToast() {
  const { subscribe } = useWalletBridge()
  const m = useMessages()
  const [message, setMessage] = useState<string | null>(null)
  useEffect(() => subscribe((event) => setMessage(messageFor(event, m))), [subscribe, m])
  return <Toast message={message} onClose={() => setMessage(null)} />
}
