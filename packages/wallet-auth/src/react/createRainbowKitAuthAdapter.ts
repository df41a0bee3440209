'use client'
import type { Address } from 'viem'
import type { WalletAuth } from '../core/createWalletAuth.js'
import { dropRepeatPresses } from './dropRepeatPresses.js'
import { pressSignButton } from './pressSignButton.js'

/** RainbowKit's `AuthenticationAdapter<string>`, spelled out so this entry needs RainbowKit only for types. */
export type RainbowKitAuthAdapter = {
  getNonce: () => Promise<string>
  createMessage: (args: { nonce: string; address: Address; chainId: number }) => string | Promise<string>
  verify: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<void>
}

export type RainbowKitAuthAdapterOptions = {
  /**
   * Asked when the dialog's message is ready: true presses 'Sign message' for the visitor, so
   * the wallet is asked at once (injected wallets); false keeps the click (a gesture is needed).
   */
  signWithoutClick?: (() => boolean) | undefined
}

/** What getNonce answers when the server could not prepare a message (see createMessage). */
export const RETRY_PREPARE_NONCE = 'retry-prepare'

/**
 * RainbowKit's sign-in dialog as a front end of the same login: getNonce joins (or starts) the
 * tab's login and takes the cross-tab lock, so auto-login never prompts beside it; the
 * server's message is ready before the click, so the wallet opens in the click's own task.
 */
export function createRainbowKitAuthAdapter(auth: WalletAuth, options: RainbowKitAuthAdapterOptions = {}): RainbowKitAuthAdapter {
  // Bumped by every signing the dialog starts: a press planned before a click is dropped.
  let signings = 0
  return {
    // RainbowKit asks for the nonce once per dialog and a rejection there disables its button
    // for good; answering a placeholder keeps 'Sign message' clickable, and the click prepares again.
    getNonce: async () => {
      let nonce: string
      try {
        nonce = await auth.dialog.getNonce()
      } catch {
        return RETRY_PREPARE_NONCE
      }
      // Only a prepared message is signed unasked: a failed preparation waits for the visitor.
      if (options.signWithoutClick?.()) {
        const planned = signings
        pressSignButton(() => signings === planned)
      }
      return nonce
    },
    // The server issued the exact text with the nonce; RainbowKit's nonce/address/chain add nothing.
    // A rejected retry shows RainbowKit's 'Error preparing message, please retry!'.
    createMessage: ({ nonce }) => {
      signings += 1
      dropRepeatPresses()
      return nonce === RETRY_PREPARE_NONCE ? auth.dialog.getNonce().then(() => auth.dialog.createMessage()) : auth.dialog.createMessage()
    },
    verify: (args) => auth.dialog.verify(args),
    // RainbowKit calls this on account changes too; our provider handles real disconnects itself,
    // and an account switch must keep every account's token.
    signOut: async () => {},
  }
}
