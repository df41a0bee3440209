import { MANIFEST_NAME, parseProofShardsManifest, proofFromShard, ProofShardError, shardOf } from '@stardust/contracts'
import type { Eligibility } from './claimState'

/** What the chain says, read by the caller: the claim contract's root and deadline. */
export type ClaimOnChain = { contract: `0x${string}`; root: `0x${string}`; deadline: number }

async function json(url: string, signal: AbortSignal | undefined): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as unknown
}

/**
 * The address's allocation from the published proofs under `baseUrl` (`<base>/<chainId>/manifest.json`, then
 * its shard), used only once the manifest names the contract's root and the proof folds to it. A manifest,
 * shard or proof that does not match is 'published-refused'; files that cannot be fetched, 'unavailable'.
 */
export async function fetchPublishedEligibility(
  baseUrl: string,
  chainId: number,
  address: string,
  readOnChain: () => Promise<ClaimOnChain>,
  signal?: AbortSignal,
): Promise<Eligibility> {
  const folder = `${baseUrl.replace(/\/?$/, '/')}${chainId}/`
  try {
    const [manifestJson, onChain] = await Promise.all([json(`${folder}${MANIFEST_NAME}`, signal), readOnChain()])
    const expected = { chainId, root: onChain.root }
    const manifest = parseProofShardsManifest(manifestJson, expected)
    const shard = shardOf(manifest.shards, address)
    const found = shard && proofFromShard(await json(`${folder}${shard.file}`, signal), address, { ...expected, prefix: shard.prefix })
    if (!found) return { state: 'not-eligible', source: 'published' }
    return { state: 'eligible', amount: found.amount, proof: found.proof, deadline: onChain.deadline, contract: onChain.contract, source: 'published' }
  } catch (error) {
    return error instanceof ProofShardError ? { state: 'published-refused' } : { state: 'unavailable' }
  }
}
