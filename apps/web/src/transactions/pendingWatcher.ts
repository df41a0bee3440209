import { WaitForTransactionReceiptTimeoutError, type Address, type Hash, type PublicClient, type Transaction, type TransactionReceipt } from 'viem'
import type { Replacement } from './replacement'

/** How a followed transaction ended: its receipt (or its replacement's), and the replacement if there was one. */
export type FollowResult = { receipt: TransactionReceipt; replacement?: Replacement | undefined }

type Follower = {
  hash: Hash
  /** The transaction as the node first showed it (sender and nonce, to spot a replacement). */
  seen?: Transaction
  /** The block this follower was last checked at: checked again only on a newer one. */
  checkedAt?: bigint
  /** The first block a replacement may be in (the transaction was still pending before it). */
  scanFrom?: bigint
  deadline: number
  resolve: (result: FollowResult) => void
  reject: (error: unknown) => void
}

type ChainLoop = { followers: Set<Follower>; timer: ReturnType<typeof setTimeout> | undefined }

export type PendingWatcherParameters = {
  client: (chainId: number) => PublicClient | undefined
  /** Time between two polls of a chain (receiptPollInterval: never under a second). */
  intervalMs: (chainId: number) => number
}

// A replacement is looked for in at most this many blocks per poll; the search goes on at the next poll.
const MAX_BLOCKS_SCANNED = 20n

/**
 * One poll loop per chain for every pending transaction of that chain, however many tabs' worth of
 * records or flows follow them: each poll asks the block number once, and only on a new block asks each
 * pending receipt (one JSON-RPC batch through the site's transport). A transaction whose nonce was used by
 * another one is settled from that one's receipt, as viem's waitForTransactionReceipt does: `repriced`
 * (same call), `cancelled` (to itself, no value) or `replaced`.
 */
export function createPendingWatcher({ client, intervalMs }: PendingWatcherParameters) {
  const loops = new Map<number, ChainLoop>()
  // One follower per transaction: the flow that sent it and the records resumed in the same tab share it.
  const followed = new Map<string, Promise<FollowResult>>()

  function schedule(chainId: number, loop: ChainLoop): void {
    if (loop.timer !== undefined || loop.followers.size === 0) return
    loop.timer = setTimeout(() => {
      loop.timer = undefined
      void poll(chainId, loop).finally(() => schedule(chainId, loop))
    }, intervalMs(chainId))
  }

  async function poll(chainId: number, loop: ChainLoop): Promise<void> {
    const rpc = client(chainId)
    const now = Date.now()
    for (const follower of loop.followers) {
      if (now < follower.deadline) continue
      loop.followers.delete(follower)
      follower.reject(new WaitForTransactionReceiptTimeoutError({ hash: follower.hash }))
    }
    if (!rpc || loop.followers.size === 0) return
    const block = await rpc.getBlockNumber({ cacheTime: 0 }).catch(() => undefined)
    if (block === undefined) return
    // Nothing can have changed for a follower already checked at this block: no receipt asked again.
    const due = [...loop.followers].filter((follower) => follower.checkedAt !== block)
    // One nonce read per sender per poll, however many of its transactions are pending.
    const nonces = new Map<string, Promise<number | undefined>>()
    const usedNonces = (address: Address) => {
      const key = address.toLowerCase()
      if (!nonces.has(key)) nonces.set(key, rpc.getTransactionCount({ address, blockTag: 'latest' }).catch(() => undefined))
      return nonces.get(key)!
    }
    await Promise.all(
      due.map((follower) => {
        follower.checkedAt = block
        return check(rpc, loop, follower, block, usedNonces)
      }),
    )
  }

  async function check(rpc: PublicClient, loop: ChainLoop, follower: Follower, to: bigint, usedNonces: (address: Address) => Promise<number | undefined>): Promise<void> {
    const settle = (result: FollowResult) => {
      if (!loop.followers.delete(follower)) return
      follower.resolve(result)
    }
    const receipt = await rpc.getTransactionReceipt({ hash: follower.hash }).catch(() => undefined)
    if (receipt) return settle({ receipt })
    follower.seen ??= await rpc.getTransaction({ hash: follower.hash }).catch(() => undefined)
    const seen = follower.seen
    // Unknown to the node (not broadcast yet, or a private mempool): keep waiting for it.
    if (!seen) return
    const used = await usedNonces(seen.from)
    if (used === undefined) return
    // Still pending at this block: a replacement can only be in a later one.
    if (used <= seen.nonce) return void (follower.scanFrom = to + 1n)
    // Its nonce is used: find the transaction that used it, oldest blocks first, at most MAX_BLOCKS_SCANNED a poll.
    const start = follower.scanFrom ?? (to >= MAX_BLOCKS_SCANNED ? to - MAX_BLOCKS_SCANNED + 1n : 0n)
    const end = start + MAX_BLOCKS_SCANNED - 1n < to ? start + MAX_BLOCKS_SCANNED - 1n : to
    const replacement = await findReplacement(rpc, seen, start, end).catch(() => 'retry' as const)
    const replacementReceipt = replacement && replacement !== 'retry' ? await rpc.getTransactionReceipt({ hash: replacement.hash }).catch(() => undefined) : undefined
    if (!replacement || replacement === 'retry' || !replacementReceipt) {
      // Not found yet (or a read failed): go on from where this poll stopped, at the next poll, new block or not.
      if (!replacement) follower.scanFrom = end + 1n
      follower.checkedAt = undefined
      return
    }
    const reason = replacement.to === seen.to && replacement.value === seen.value && replacement.input === seen.input
      ? 'repriced'
      : replacement.from === replacement.to && replacement.value === 0n ? 'cancelled' : 'replaced'
    settle({ receipt: replacementReceipt, replacement: { reason, hash: replacement.hash } })
  }

  /** The transaction of `seen`'s sender and nonce in blocks `from`..`to`; throws when a block cannot be read. */
  async function findReplacement(rpc: PublicClient, seen: Transaction, from: bigint, to: bigint): Promise<Transaction | undefined> {
    for (let number = from; number <= to; number++) {
      const block = await rpc.getBlock({ blockNumber: number, includeTransactions: true })
      const found = block.transactions.find((tx) => tx.from.toLowerCase() === seen.from.toLowerCase() && tx.nonce === seen.nonce)
      if (found) return found
    }
    return undefined
  }

  return {
    /** Resolves with the receipt (or the replacement's) once mined; rejects with viem's timeout error after `timeoutMs`. */
    follow(chainId: number, hash: Hash, { timeoutMs }: { timeoutMs: number }): Promise<FollowResult> {
      const key = `${chainId}:${hash.toLowerCase()}`
      const existing = followed.get(key)
      if (existing) return existing
      let loop = loops.get(chainId)
      if (!loop) loops.set(chainId, (loop = { followers: new Set(), timer: undefined }))
      const chainLoop = loop
      const promise = new Promise<FollowResult>((resolve, reject) => {
        const follower: Follower = { hash, deadline: Date.now() + timeoutMs, resolve, reject }
        chainLoop.followers.add(follower)
        // Seen at once, as viem does: a wallet may replace it before the first poll, and a replacement can
        // only be recognised by the sender and nonce of the transaction it replaced.
        void client(chainId)?.getTransaction({ hash }).then((tx) => void (follower.seen ??= tx), () => undefined)
        schedule(chainId, chainLoop)
      })
      followed.set(key, promise)
      const forget = () => void followed.delete(key)
      promise.then(forget, forget)
      return promise
    },
    /** Pending transactions followed on `chainId` now (for tests and figures). */
    following: (chainId: number) => loops.get(chainId)?.followers.size ?? 0,
  }
}

export type PendingWatcher = ReturnType<typeof createPendingWatcher>
