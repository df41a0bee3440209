import type { Hash, ReplacementReason } from 'viem'

/** What viem's waitForTransactionReceipt reported through onReplaced, if anything. */
export type Replacement = { reason: ReplacementReason; hash: Hash }

/**
 * Only a speed-up (`repriced`: same to, value and data) is the same action. A cancel (`cancelled`: to
 * self, no value) or another transaction with the same nonce (`replaced`) means the action did not
 * happen, whatever the replacement's receipt says (LI.FI SDK and ethers v5 draw the same line).
 */
export function isCancelled(reason: ReplacementReason): boolean {
  return reason !== 'repriced'
}
