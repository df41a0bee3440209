// Reading published proof shards (shardFormat.ts) where nothing they say is trusted: the manifest must name
// the chain and the root the contract holds, and a proof is used only once its leaf, folded up the proof,
// gives that root (the same hashing StarClaim does). Browser-safe: no Node API.
import { hexToBytes, isAddress, type Hex } from 'viem'
import { ProofShardError } from '../errors.js'
import { compareBytes, uint256Bytes } from './bytes.js'
import { leafHash, NODE_BYTES, nodeHash } from './merkle.js'
import type { AirdropProof } from './reader.js'
import { MANIFEST_FORMAT, SHARD_FORMAT, type ProofShardsManifest } from './shardFormat.js'

export type AirdropProofCheck = { chainId: number; account: string; amount: bigint; proof: readonly string[]; root: string }

const NODE = /^0x[0-9a-fA-F]{64}$/
const PREFIX = /^[0-9a-f]{1,40}$/
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether `proof` proves [chainId, account, amount] against `root`: OpenZeppelin's StandardMerkleTree leaf
 * (keccak256 of keccak256(abi.encode(uint256, address, uint256))) folded with sorted-pair keccak256, as
 * StarClaim's MerkleProof.verifyCalldata does. Malformed input is false, never a throw.
 */
export function verifyAirdropProof({ chainId, account, amount, proof, root }: AirdropProofCheck): boolean {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || !isAddress(account, { strict: false }) || amount <= 0n || amount >= 2n ** 256n) return false
  if (!NODE.test(root) || !proof.every((node) => NODE.test(node))) return false
  const encoded = new Uint8Array(3 * 32)
  encoded.set(uint256Bytes(BigInt(chainId)), 0)
  encoded.set(hexToBytes(account.toLowerCase() as Hex), 32 + 12)
  encoded.set(uint256Bytes(amount), 64)
  let node = leafHash(encoded)
  const scratch = new Uint8Array(2 * NODE_BYTES)
  for (const sibling of proof) node = nodeHash(node, 0, hexToBytes(sibling as Hex), 0, scratch)
  return compareBytes(node, 0, hexToBytes(root as Hex), 0, NODE_BYTES) === 0
}

/**
 * A fetched manifest, checked against what the chain says: ProofShardError 'shard_invalid' when it is not a
 * manifest of this format, 'root_mismatch' when its chain or root is not the contract's.
 */
export function parseProofShardsManifest(value: unknown, expected: { chainId: number; root: string }): ProofShardsManifest {
  const invalid = (why: string) => new ProofShardError('shard_invalid', `the published manifest ${why}`)
  if (!isRecord(value) || value.format !== MANIFEST_FORMAT) throw invalid(`is not a ${MANIFEST_FORMAT} manifest`)
  const { chainId, root, shards, list } = value
  if (typeof root !== 'string' || !NODE.test(root) || typeof chainId !== 'number') throw invalid('has no chain id or root')
  if (chainId !== expected.chainId || root.toLowerCase() !== expected.root.toLowerCase())
    throw new ProofShardError('root_mismatch', `the published proofs are for root ${root} on chain ${chainId}, the contract holds ${expected.root} on chain ${expected.chainId}`)
  if (!isRecord(shards) || typeof list !== 'string') throw invalid('lists no shards')
  for (const [prefix, file] of Object.entries(shards))
    if (!PREFIX.test(prefix) || typeof file !== 'string' || !/^shards\/[0-9a-f]+-[0-9a-f]{16}\.json$/.test(file))
      throw invalid(`names a bad shard for ${prefix}`)
  return value as ProofShardsManifest
}

/**
 * `account`'s amount and proof from a fetched shard, verified against the contract's root; undefined when the
 * shard does not list it. `expected.prefix` is the one the manifest named (shardOf). ProofShardError: 'shard_invalid' (not a shard, or another prefix), 'root_mismatch'
 * (a shard of another chain or root), 'proof_invalid' (its proof does not lead to the root: a changed amount
 * or proof).
 */
export function proofFromShard(value: unknown, account: string, expected: { chainId: number; root: string; prefix: string }): AirdropProof | undefined {
  const invalid = (why: string) => new ProofShardError('shard_invalid', `the published shard ${why}`)
  if (!isRecord(value) || value.format !== SHARD_FORMAT || !isRecord(value.proofs)) throw invalid(`is not a ${SHARD_FORMAT} shard`)
  if (value.chainId !== expected.chainId || typeof value.root !== 'string' || value.root.toLowerCase() !== expected.root.toLowerCase())
    throw new ProofShardError('root_mismatch', `the published shard is for root ${String(value.root)} on chain ${String(value.chainId)}, the contract holds ${expected.root}`)
  const key = account.toLowerCase()
  if (value.prefix !== expected.prefix || !key.startsWith(`0x${expected.prefix}`)) throw invalid(`is for prefix ${String(value.prefix)}, not the one of ${key}`)
  if (!Object.hasOwn(value.proofs, key)) return undefined
  const entry = value.proofs[key]
  if (!isRecord(entry) || typeof entry.amount !== 'string' || !/^\d+$/.test(entry.amount) || !Array.isArray(entry.proof) || !entry.proof.every((n) => typeof n === 'string'))
    throw invalid(`has a malformed entry for ${key}`)
  const amount = BigInt(entry.amount)
  const proof = entry.proof as Hex[]
  if (!verifyAirdropProof({ chainId: expected.chainId, account: key, amount, proof, root: expected.root }))
    throw new ProofShardError('proof_invalid', `the published proof of ${key} does not lead to the contract's root ${expected.root}`)
  return { amount, proof }
}
