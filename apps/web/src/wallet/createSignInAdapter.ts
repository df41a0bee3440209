'use client'

import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import type { WalletAuth } from '@stardust/wallet-auth'
import { createRainbowKitAuthAdapter } from '@stardust/wallet-auth/react'

/**
 * Stands in for a nonce the server could not give. RainbowKit fetches the nonce once, when the
 * dialog opens, and a failure there leaves its button disabled for good; answering this instead
 * keeps 'Sign message' clickable, and each click retries the preparation (spec: "please retry!").
 */
export const RETRY_NONCE = 'retry-prepare'

/** wallet-auth's RainbowKit adapter, with a working retry when preparing the message failed. */
export function createSignInAdapter(auth: WalletAuth) {
  const base = createRainbowKitAuthAdapter(auth)
  return createAuthenticationAdapter<string>({
    getNonce: () => base.getNonce().catch(() => RETRY_NONCE),
    createMessage: (args) => {
      if (args.nonce !== RETRY_NONCE) return base.createMessage(args)
      // A rejection shows RainbowKit's 'Error preparing message, please retry!' again.
      return auth.dialog.getNonce().then(() => auth.dialog.createMessage())
    },
    verify: (args) => base.verify(args),
    signOut: () => base.signOut(),
  })
}
