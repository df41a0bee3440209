import { isUserRejection } from '@stardust/wallet-auth'

/**
 * What a failed wallet request says about whether anything was sent:
 * - `refused`: the person said no (isUserRejection): nothing was sent, nothing to check;
 * - `unsupported`: the wallet says it cannot do the request at all (EIP-5792 5700 / 5710 / 5760, EIP-1193
 *   4200, JSON-RPC -32601 method not found): probably unsent, but only the account's nonce can say so;
 * - `unknown`: anything else (-32603, "Request timed out", a wallet gone, a lost answer): it may have been
 *   sent, and the chain is asked before anything else is offered.
 */
export type SendErrorKind = 'refused' | 'unsupported' | 'unknown'

const UNSUPPORTED_CODES = new Set<unknown>([5700, 5710, 5760, 4200, -32601])

/** Pure: judged over the whole cause chain (wagmi, viem and wallets each wrap the wallet's error their own way). */
export function sendErrorKind(error: unknown): SendErrorKind {
  if (isUserRejection(error)) return 'refused'
  const seen: unknown[] = []
  for (let current = error; current !== undefined && current !== null && seen.length < 20 && !seen.includes(current); ) {
    seen.push(current)
    if (typeof current !== 'object') break
    if (UNSUPPORTED_CODES.has((current as { code?: unknown }).code)) return 'unsupported'
    current = (current as { cause?: unknown }).cause
  }
  return 'unknown'
}
