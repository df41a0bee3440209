'use client'

import { notify } from '@/toast/notify'
import type { WalletRequestRefusedError } from './walletRequestRefusedError'

/** One toast for a refusal, whichever step of a flow reports it (useTransaction's error toast uses it too). */
export const WALLET_GUARD_TOAST_ID = 'wallet-guard-refused'

/**
 * The site's answer to a refused wallet request: a warning in the console (the site's client log: what was
 * asked and why it was stopped, no amounts or keys) and the plain line as a toast, once however many steps of a
 * flow were stopped, in the page's words (`refused`, walletGuardTexts). The flow's own error line says the same (describeTxError).
 */
export function reportWalletRefusal(refusal: WalletRequestRefusedError, refused: string): void {
  console.warn(`[wallet-guard] refused ${refusal.method}: ${refusal.reason} (${refusal.detail})`)
  void notify(refused, { toastId: WALLET_GUARD_TOAST_ID, type: 'error' })
}
