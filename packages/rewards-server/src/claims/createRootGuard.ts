import { starClaimAbi } from '@stardust/contracts'
import type { Hex, PublicClient } from 'viem'
import { ROOT_RETRY_MS } from './constants.js'
import { ClaimsError } from './errors.js'
import type { ClaimAirdrop } from './loadClaimAirdrops.js'
import { claimsTexts } from './texts.js'

/** What the contract says, once its root equals the list's: the deadline (unix seconds) it enforces. */
export type VerifiedAirdrop = { deadline: number }

export type RootGuardParameters = {
  getClient: (chainId: number) => PublicClient | undefined
  log: (message: string) => void
  now?: () => number
}

/**
 * Compares each chain's list root with the deployed contract's `merkleRoot()` before any proof is served.
 * StarClaim's root and deadline are immutable, so a match (or a mismatch) is final and read once; a failed
 * read (RPC down) is retried after ROOT_RETRY_MS and answers 503 rpc_unavailable meanwhile.
 */
export function createRootGuard({ getClient, log, now = Date.now }: RootGuardParameters) {
  const settled = new Map<number, Promise<VerifiedAirdrop>>()
  const failedAt = new Map<number, number>()

  async function read(entry: ClaimAirdrop): Promise<VerifiedAirdrop> {
    const client = getClient(entry.chainId)
    if (!client) {
      log(claimsTexts.noClient(entry.chainId))
      throw new ClaimsError('rpc_unavailable')
    }
    let root: Hex
    let deadline: bigint
    try {
      const at = { address: entry.contract, abi: starClaimAbi } as const
      ;[root, deadline] = await Promise.all([
        client.readContract({ ...at, functionName: 'merkleRoot' }),
        client.readContract({ ...at, functionName: 'deadline' }),
      ])
    } catch (cause) {
      log(`${claimsTexts.rpcLog(entry.chainId, entry.contract)}: ${(cause as Error).message.split('\n')[0]}`)
      throw new ClaimsError('rpc_unavailable', { cause })
    }
    if (root.toLowerCase() !== entry.airdrop.root.toLowerCase()) {
      log(claimsTexts.mismatchLog(entry.chainId, entry.contract, entry.airdrop.root, root, entry.source))
      throw new ClaimsError('airdrop_mismatch')
    }
    return { deadline: Number(deadline) }
  }

  return {
    /** Resolves with the contract's deadline when the roots match; throws ClaimsError otherwise. */
    verify(entry: ClaimAirdrop): Promise<VerifiedAirdrop> {
      const known = settled.get(entry.chainId)
      const failed = failedAt.get(entry.chainId)
      if (known && (failed === undefined || now() - failed < ROOT_RETRY_MS)) return known
      const attempt = read(entry)
      settled.set(entry.chainId, attempt)
      failedAt.delete(entry.chainId)
      attempt.catch((error: unknown) => {
        // A mismatch is final (the contract cannot change); an RPC failure is tried again later.
        if (error instanceof ClaimsError && error.code === 'rpc_unavailable') failedAt.set(entry.chainId, now())
      })
      return attempt
    },
  }
}
