import { encodeFunctionData, type Address, type Hash, type Hex } from 'viem'
import type { SentCall } from '../outcome/findSentTransaction'

/**
 * What a single transaction request was for, as a record keeps it: the contract it goes to and the
 * function's selector (the first four bytes of its calldata). Arguments are left out on purpose: a wallet
 * may not change them, and a claim's proof or a buy's quote is not needed to know the same action went out.
 */
export type Intent = { to: Address; selector: Hex }

/** The intent of a call the page is about to ask the wallet for. */
export function intentOf(call: SentCall): Intent {
  const data = encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as Parameters<typeof encodeFunctionData>[0])
  return { to: call.address, selector: data.slice(0, 10) as Hex }
}

const isHexOf = (value: unknown, length: number): boolean => typeof value === 'string' && new RegExp(`^0x[0-9a-fA-F]{${length}}$`).test(value)

/** Pure: a stored intent, or false for anything malformed (foreign or old data). */
export const isIntent = (value: unknown): value is Intent => {
  const i = value as Partial<Intent> | null
  return typeof i === 'object' && i !== null && isHexOf(i.to, 40) && isHexOf(i.selector, 8)
}

/** The parts of a transaction (mined or waiting) the match reads. */
export type SeenTransaction = { hash: Hash; from: Address; to: Address | null; nonce: number; input: Hex }

/**
 * Pure: whether `tx` is the request: from the account, at or after the nonce read before the request
 * (a wallet may send queued transactions first), to the intent's contract, calling its function.
 */
export function matchesIntent(tx: SeenTransaction, { account, nonce, intent }: { account: Address; nonce: number; intent: Intent }): boolean {
  return (
    tx.from.toLowerCase() === account.toLowerCase() &&
    tx.nonce >= nonce &&
    tx.to?.toLowerCase() === intent.to.toLowerCase() &&
    tx.input.slice(0, 10).toLowerCase() === intent.selector.toLowerCase()
  )
}

/** What one look at the chain showed of a request with an intent. */
export type IntentLook = {
  /** The account's pending nonce read before the request. */
  nonceBefore: number
  /** The account's nonce now, mined and with the node's waiting transactions. */
  latest: number
  pending: number
  /** The matching transaction, mined or waiting, if one was seen. */
  match?: Hash | undefined
  /** Whether what the request was for shows on chain (isClaimed, a balance), undefined: no such read. */
  effect?: boolean | undefined
  /** How many looks in a row found the nonce moved past the request with no match and nothing waiting. */
  movedLooks: number
  /** ms since the watch started, and the bounds. */
  elapsed: number
  quietMs: number
  timeoutMs: number
  /** A live tab still waits on its wallet for this request (askingLock): it may yet send it, at any later nonce. */
  asking?: boolean | undefined
  /** ms since the watch started or, when later, since a look last found a tab still asking; default `elapsed`. */
  quietFor?: number | undefined
}

/**
 * What to do after a look:
 * - `follow`: the transaction is found (mined or waiting): follow it as if the wallet had answered;
 * - `done`: no transaction found, but what it was for is on chain;
 * - `other`: transactions went out from the account since, none of them this one, and none waits;
 * - `nothing`: nothing left the account within the quiet bound;
 * - `in-flight`: a transaction from the account still waits at the end of the watch (the record stays pending);
 * - `wait`: look again after a block.
 */
export type IntentVerdict = { kind: 'follow'; hash: Hash } | { kind: 'done' | 'other' | 'nothing' | 'in-flight' | 'wait' }

/**
 * Pure: the verdict of one look (see IntentVerdict). While a tab still asks its wallet, only the transaction
 * or its effect ends the watch, whatever the time: "nothing went out" or "another one did" would offer the
 * action again with the first prompt still open. The quiet bound counts from the last look that saw it asking.
 */
export function judgeIntent(look: IntentLook): IntentVerdict {
  const { nonceBefore, latest, pending, match, effect, movedLooks, elapsed, quietMs, timeoutMs, asking } = look
  if (match) return { kind: 'follow', hash: match }
  if (effect === true) return { kind: 'done' }
  if (asking) return { kind: 'wait' }
  const waiting = pending > latest && pending > nonceBefore
  // The nonce moved past the request and nothing waits: looked at twice, as a load-balanced RPC may lag.
  if (!waiting && latest > nonceBefore && movedLooks >= 2) return { kind: 'other' }
  if (elapsed >= timeoutMs && (waiting || latest > nonceBefore)) return { kind: waiting ? 'in-flight' : 'other' }
  if (!waiting && latest <= nonceBefore && (look.quietFor ?? elapsed) >= quietMs) return { kind: 'nothing' }
  return { kind: 'wait' }
}
