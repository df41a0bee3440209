import { WaitForCallsStatusTimeoutError, type Client, type Hash, type TransactionReceipt } from 'viem'
import { waitForCallsStatus } from 'viem/actions'

/** Receipts as EIP-5792 gives them (no `from`/`to`: only what the page needs to say confirmed or failed). */
export type CallsReceipt = Pick<TransactionReceipt, 'status' | 'transactionHash' | 'blockNumber' | 'gasUsed'>

/**
 * How a batch ended, judged from its receipts, never from the status code alone:
 * - `confirmed`: executed atomically (or every call's receipt succeeded), receipts in hand;
 * - `failed`: the chain refused it (a receipt reverted, or the wallet reports failure);
 * - `partial`: the wallet ran the calls one by one (`atomic: false`) and not all of them succeeded;
 * - `unconfirmed`: the wallet says done but gave no receipt, so nothing can be confirmed from the chain;
 * - `slow`: still pending at the timeout (it may yet confirm; the wallet keeps it).
 */
export type CallsOutcome =
  | { kind: 'confirmed'; receipts: CallsReceipt[]; atomic: boolean; hash: Hash }
  | { kind: 'failed'; receipts: CallsReceipt[]; hash: Hash | undefined }
  | { kind: 'partial'; receipts: CallsReceipt[]; hash: Hash | undefined }
  | { kind: 'unconfirmed' }
  | { kind: 'slow' }

export type FollowCallsStatusParameters = {
  /** The id `wallet_sendCalls` returned (kept by the caller to resume after a reload). */
  id: string
  /** How many calls the batch holds: a non-atomic run must show a successful receipt for each. */
  calls: number
  /** Status polling (the chain's block time: the wallet cannot know sooner than the chain). */
  pollingInterval: number
  /** After this long still pending, the outcome is `slow`. */
  timeout: number
}

/**
 * Follows a batch sent with `wallet_sendCalls` to its end through the wallet's `wallet_getCallsStatus`
 * (viem's waitForCallsStatus, waiting for a final status: a pending answer never ends it, as wagmi's
 * useCallsStatus would). Never throws for what a wallet does: only for the wallet not answering at all.
 * Plain function over a viem client, so a page can resume a batch by its id after a reload.
 */
export async function followCallsStatus(client: Client, { id, calls, pollingInterval, timeout }: FollowCallsStatusParameters): Promise<CallsOutcome> {
  let result: Awaited<ReturnType<typeof waitForCallsStatus>>
  try {
    result = await waitForCallsStatus(client, { id, pollingInterval, timeout, status: ({ statusCode }) => statusCode >= 200 })
  } catch (error) {
    if (error instanceof WaitForCallsStatusTimeoutError) return { kind: 'slow' }
    throw error
  }
  const receipts = (result.receipts ?? []) as CallsReceipt[]
  const last = receipts.at(-1)?.transactionHash
  if (receipts.length === 0) return result.status === 'failure' ? { kind: 'failed', receipts, hash: undefined } : { kind: 'unconfirmed' }
  const allSucceeded = receipts.every((receipt) => receipt.status === 'success')
  if (result.atomic) {
    return allSucceeded && result.status === 'success' ? { kind: 'confirmed', receipts, atomic: true, hash: last! } : { kind: 'failed', receipts, hash: last }
  }
  // Not atomic although the page asked for it: each call must have its own successful receipt.
  if (allSucceeded && receipts.length >= calls) return { kind: 'confirmed', receipts, atomic: false, hash: last! }
  return receipts.some((receipt) => receipt.status === 'success') ? { kind: 'partial', receipts, hash: last } : { kind: 'failed', receipts, hash: last }
}
