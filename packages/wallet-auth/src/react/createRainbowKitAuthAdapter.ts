'use client'
import type { Address } from 'viem'
import type { WalletAuth } from '../core/createWalletAuth.js'

/** RainbowKit's `AuthenticationAdapter<string>`, spelled out so this entry needs RainbowKit only for types. */
export type RainbowKitAuthAdapter = {
  getNonce: () => Promise<string>
  createMessage: (args: { nonce: string; address: Address; chainId: number }) => string
  verify: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<void>
}

/**
 * RainbowKit's sign-in dialog as a front end of the same login: getNonce joins (or starts) the
 * tab's login and takes the cross-tab lock, so auto-login never prompts beside it; the
 * server's message is ready before the click, so the wallet opens in the click's own task.
 */
export function createRainbowKitAuthAdapter(auth: WalletAuth): RainbowKitAuthAdapter {
  return {
    getNonce: () => auth.dialog.getNonce(),
    // The server issued the exact text with the nonce; RainbowKit's nonce/address/chain add nothing.
    createMessage: () => auth.dialog.createMessage(),
    verify: (args) => auth.dialog.verify(args),
    // RainbowKit calls this on account changes too; our provider handles real disconnects itself,
    // and an account switch must keep every account's token.
    signOut: async () => {},
  }
}
