import { isUserRejection } from '@stardust/wallet-auth'
import { isWalletRequestRefusal } from '@/walletGuard/walletRequestRefusedError'

/** How a wallet_watchAsset request ended, for the one line the page shows. */
export type WatchOutcome = 'added' | 'refused' | 'unsupported'

/**
 * True is added. False, or the person's refusal, is "not added" (some wallets answer false instead of 4001).
 * Anything else (-32601 method not found, 4200, a wallet that fails its own way) means this wallet cannot
 * add tokens from a site: a plain line with the address, never an error.
 */
export function watchOutcome(answer: { result: unknown } | { error: unknown }): WatchOutcome {
  if ('result' in answer) return answer.result === false ? 'refused' : 'added'
  // The site's one judgement of a refusal, as every wallet request is judged (describeTxError's 'rejected').
  return !isWalletRequestRefusal(answer.error) && isUserRejection(answer.error) ? 'refused' : 'unsupported'
}
