'use client'

import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notify } from '@/toast/notify'
import { isUserRejection } from '@stardust/wallet-auth'
import { onMutationError } from './onMutationError'
import { useBound } from '@/i18n/useBound'
import { walletTexts } from './texts'

/** One notice per failure burst (the chain modal may retry), under the library toast's rules. */
const NOTICE_ID = 'stardust:switch-in-wallet'

/**
 * docs/behaviour.md: when the wallet cannot switch networks from the app, tell the visitor to
 * switch inside the wallet. RainbowKit 2.2's chain modal just closes on failure, so wagmi's
 * `switchChain` mutation errors are watched here; a refusal by the user is not a failure.
 */
export function useSwitchInWalletNotice(queryClient: QueryClient): void {
  const WALLET_TEXTS = useBound(walletTexts)
  useEffect(
    () =>
      onMutationError(queryClient, 'switchChain', (error) => {
        if (isUserRejection(error)) return
        void notify(WALLET_TEXTS.switchInWallet(WALLET_TEXTS.app.name), { toastId: NOTICE_ID, type: 'info' })
      }),
    [queryClient, WALLET_TEXTS],
  )
}
