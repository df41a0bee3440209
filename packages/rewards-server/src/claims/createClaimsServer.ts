import { PreparedAirdropError } from '@stardust/contracts'
import type { PublicClient } from 'viem'
import { PROOF_CACHE_CONTROL, PROOF_CACHE_SIZE } from './constants.js'
import { createRootGuard } from './createRootGuard.js'
import { ClaimsError } from './errors.js'
import type { ClaimAirdrop } from './loadClaimAirdrops.js'
import { parseClaimPath } from './parseClaimPath.js'
import { errorResponse, jsonResponse } from './respond.js'
import { claimsTexts } from './texts.js'
import { logToStderr } from '../logError.js'

export type ClaimsHandler = (request: Request) => Promise<Response>

export type CreateClaimsServerParameters = {
  /** The chains with an airdrop, lists already validated and built (loadClaimAirdrops). */
  airdrops: readonly ClaimAirdrop[]
  /** A public client per chain id, for the contracts' merkleRoot() and deadline(). */
  getClient: (chainId: number) => PublicClient | undefined
  /** Where a root mismatch or an unreachable chain is reported (default standard error). */
  log?: (message: string) => void
}

export type ClaimsServer = {
  /** `GET …/claims/{chainId}/{address}` wherever it is mounted. */
  handle: ClaimsHandler
  /** Checks every chain's root now (the first request would otherwise); resolves when all are settled. */
  verifyAll: () => Promise<{ chainId: number; ok: boolean; code?: string }[]>
}

/** The claim answer of docs/api.md: amounts in wei as decimal strings, deadline in unix seconds. */
export type ClaimResponse = { data: { chainId: number; contract: string; amount: string; proof: string[]; deadline: number } }

/**
 * The airdrop eligibility API as a Fetch handler. Each chain's airdrop is a preparation read in place; a
 * lookup is a binary search and a few positional reads (answers kept in a bounded cache). No proof is served
 * until the chain's root equals the deployed contract's merkleRoot(): on a mismatch every request answers 503
 * airdrop_mismatch; a damaged preparation (a proof that does not lead to that root) answers the same.
 */
export function createClaimsServer({ airdrops, getClient, log = (message) => logToStderr('claims', message) }: CreateClaimsServerParameters): ClaimsServer {
  const byChain = new Map(airdrops.map((entry) => [entry.chainId, entry]))
  const guard = createRootGuard({ getClient, log })
  // Insertion-ordered Map as a simple FIFO: enough to keep memory bounded under a scan of every address.
  const cache = new Map<string, string>()

  // A damaged preparation never serves a proof: each is checked against the root (the contract's) first.
  function proofOf(entry: ClaimAirdrop, account: string) {
    try {
      return entry.airdrop.proofOf(account)
    } catch (cause) {
      if (!(cause instanceof PreparedAirdropError)) throw cause
      log(claimsTexts.corruptLog(entry.chainId, cause.message))
      throw new ClaimsError('airdrop_mismatch', { cause })
    }
  }

  async function lookup(pathname: string): Promise<Response> {
    const parsed = parseClaimPath(pathname)
    if (!parsed) throw new ClaimsError('not_found')
    const entry = byChain.get(parsed.chainId)
    if (!entry) throw new ClaimsError('no_airdrop')
    const { deadline } = await guard.verify(entry)
    const key = `${parsed.chainId}:${parsed.account.toLowerCase()}`
    let body = cache.get(key)
    if (body === undefined) {
      const found = proofOf(entry, parsed.account)
      if (!found) throw new ClaimsError('not_eligible')
      const response: ClaimResponse = {
        data: { chainId: parsed.chainId, contract: entry.contract, amount: found.amount.toString(), proof: found.proof, deadline },
      }
      body = JSON.stringify(response)
      if (cache.size >= PROOF_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      cache.set(key, body)
    }
    return jsonResponse(200, body, PROOF_CACHE_CONTROL)
  }

  const handle: ClaimsHandler = async (request) => {
    try {
      const { pathname } = new URL(request.url)
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        if (parseClaimPath(pathname)) return errorResponse(new ClaimsError('method_not_allowed'), { allow: 'GET' })
        throw new ClaimsError('not_found')
      }
      return await lookup(pathname)
    } catch (error) {
      if (error instanceof ClaimsError) return errorResponse(error)
      log(`[claims] unexpected error: ${String(error)}`)
      return errorResponse(new ClaimsError('internal_error', { cause: error }))
    }
  }

  return {
    handle,
    verifyAll: () =>
      Promise.all(
        airdrops.map((entry) =>
          guard.verify(entry).then(
            () => ({ chainId: entry.chainId, ok: true }),
            (error: unknown) => ({ chainId: entry.chainId, ok: false, code: error instanceof ClaimsError ? error.code : 'internal_error' }),
          ),
        ),
      ),
  }
}
