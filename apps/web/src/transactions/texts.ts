// Every word the transaction flow shows (states, toasts, errors), from the page's catalog (namespace `tx`).
// No raw RPC text ever reaches the page. Hooks bind it with useBound(txTexts); tests with txTexts(en).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function txTexts(m: Messages) {
  const t = m.tx
  const about = (message: string) => (description: string) => fill(message, { description })
  return {
    status: t.status,
    toast: {
      pending: about(t.toast.pending),
      confirmed: about(t.toast.confirmed),
      failed: (description: string, reason: string) => fill(t.toast.failed, { description, reason }),
      slow: about(t.toast.slow),
      cancelled: about(t.toast.cancelled),
    },
    errors: {
      ...t.errors,
      insufficientFunds: (symbol: string) => fill(t.errors.insufficientFunds, { symbol }),
      chainMismatch: (chain: string) => fill(t.errors.chainMismatch, { chain }),
      switchFailed: (chain: string) => fill(t.errors.switchFailed, { chain, app: m.site.name }),
      contract: (name: string) => fill(t.errors.contract, { name }),
    },
    /** The wallet failed a request without a refusal: what the chain showed afterwards (outcome/). */
    unclear: t.unclear,
    /** A pending transaction or batch of the same action (this tab's or another's): the button is off meanwhile. */
    inFlight: about(t.inFlight),
    overdue: about(t.overdue),
    /** The contracts' custom errors, by name, in words. Unknown names fall back to errors.contract. */
    contractErrors: t.contractErrors as Readonly<Record<string, string>>,
    /** The site's guard stopped the request before the wallet saw it (src/walletGuard). */
    guardRefused: t.guardRefused,
  }
}

export type TxTexts = ReturnType<typeof txTexts>
