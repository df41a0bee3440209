import type { WalletRequestRefusalReason } from './checkWalletRequest'

/**
 * Thrown instead of a wallet request the guard refused: the wallet never saw it. Its message is for the log, as are
 * `reason` and `detail`; the page says it in its own words (describeTxError, reportWalletRefusal). Found through an error's cause chain by `isWalletRequestRefusal`.
 */
export class WalletRequestRefusedError extends Error {
  override name = 'WalletRequestRefusedError'
  readonly code = 'wallet_request_refused'
  constructor(
    readonly method: string,
    readonly reason: WalletRequestRefusalReason,
    readonly detail: string,
  ) {
    super(`wallet request refused by the site's allowlist: ${method} (${reason})`)
  }
}

/** True when `error` or any error in its cause chain is the guard's refusal (viem and wagmi wrap it). */
export function isWalletRequestRefusal(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 20 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { name?: unknown }).name === 'WalletRequestRefusedError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
