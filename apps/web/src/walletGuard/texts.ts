import type { Messages } from '@/i18n/messages/types'

/** What the page says when the guard stops a wallet request (one plain line, whatever the reason), from the page's catalog. */
export function walletGuardTexts(m: Messages) {
  return { refused: m.tx.guardRefused }
}
