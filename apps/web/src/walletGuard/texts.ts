/** What the page says when the guard stops a wallet request (one plain line, whatever the reason). */
export const WALLET_GUARD_TEXTS = {
  refused: 'This request does not match the Stardust contracts this site was built with, so it was stopped before your wallet opened. Nothing was sent.',
} as const
