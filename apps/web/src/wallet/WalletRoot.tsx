'use client'

import './rainbowkit.css'
import { createApiClient } from '@stardust/api-client'
import { useState } from 'react'
import { useMessages } from '@/i18n/I18nProvider'
import type { Messages } from '@/i18n/messages/types'
import { hasSavedConnection, savedConnectorIds } from '@/wallet-bridge/savedConnection'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import type { WalletRootProps } from '@/wallet-bridge/types'
import { createQueryClient } from './createQueryClient'
import { createWalletConfig } from './createWalletConfig'
import { WalletSetupError } from './errors'
import { publicEnv } from './publicEnv'
import { siteDpop } from './session/siteDpop'
import { SetupErrorNotice } from './SetupErrorNotice'
import { walletTexts } from './texts'
import { WalletProviders, type WalletStack } from './WalletProviders'

function createStack(messages: Messages): WalletStack | WalletSetupError {
  try {
    const reconnectOnMount = hasSavedConnection(window.localStorage)
    const restoring = reconnectOnMount ? savedConnectorIds(window.localStorage) : undefined
    return {
      config: createWalletConfig({ env: publicEnv, appUrl: window.location.origin, restoring, texts: walletTexts(messages), refusedText: messages.tx.guardRefused }),
      queryClient: createQueryClient(),
      // Every login sends a DPoP proof: the token is bound to this browser's key (docs/api.md).
      api: createApiClient({ baseURL: publicEnv.NEXT_PUBLIC_API_BASE_URL || undefined, dpop: siteDpop }),
      reconnectOnMount,
    }
  } catch (error) {
    return error instanceof WalletSetupError ? error : new WalletSetupError(error)
  }
}

/**
 * The whole wallet stack (wagmi, RainbowKit, wallet-auth, the next-auth session), loaded by the
 * wallet bridge only when the visitor asks to connect or has a connection to restore.
 */
export default function WalletRoot({ openConnectModal }: WalletRootProps) {
  const bridge = useWalletBridge()
  const messages = useMessages()
  // One stack per page load: the page's language is fixed for it (another language is another document).
  const [stack] = useState(() => createStack(messages))
  if (stack instanceof WalletSetupError) return <SetupErrorNotice error={stack} publish={bridge.publish} slot={bridge.slot} />
  return <WalletProviders stack={stack} bridge={bridge} openConnectModal={openConnectModal} />
}
