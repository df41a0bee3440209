import { isUserRejection } from '@stardust/wallet-auth'

/** `refused`: the person said no, so stop. `cannot-sign`: the wallet failed, so take the path that needs no signature. */
export type SignatureFailure = 'refused' | 'cannot-sign'

/**
 * Why an optional signature (a permit, a claim-to authorisation) failed, judged by what the person did,
 * not by how the wallet failed: wallets that cannot sign typed data answer 4200, -32601, -32000 with
 * their own words, -32603 or a plain error with no code (Uniswap/interface#5847, gnosis/cowswap#563).
 */
export function classifySignatureFailure(error: unknown): SignatureFailure {
  return isUserRejection(error) ? 'refused' : 'cannot-sign'
}
