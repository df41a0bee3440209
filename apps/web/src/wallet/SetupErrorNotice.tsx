'use client'

import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { DISCONNECTED_SNAPSHOT } from '@/wallet-bridge/snapshot'
import type { WalletBridgeValue } from '@/wallet-bridge/types'
import type { WalletSetupError } from './errors'
import { useMessages } from '@/i18n/I18nProvider'

export type SetupErrorNoticeProps = Pick<WalletBridgeValue, 'publish' | 'slot'> & { error: WalletSetupError }

/** An invalid wallet setup (docs/behaviour.md) shows its words where the button would be, and in the console. */
export function SetupErrorNotice({ error, publish, slot }: SetupErrorNoticeProps) {
  const { wallet } = useMessages()
  useEffect(() => {
    console.error(error)
    publish(DISCONNECTED_SNAPSHOT)
  }, [error, publish])
  if (!slot) return null
  return createPortal(
    <p role="alert" className="wallet-setup-error" data-testid="wallet-setup-error" title={error.shortMessage}>
      {wallet.setupFailed}: {error.shortMessage}
    </p>,
    slot,
  )
}
