import { parseAbi, type Address, type PublicClient } from 'viem'

// The reads a request's evidence takes: uint256 views (ERC-20's balanceOf and allowance, a staking pool's
// balanceOf) and the claim contract's isClaimed, a bool counted as 0 or 1.
const EVIDENCE_ABI = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function isClaimed(address account) view returns (bool)',
])

/** A view whose value (a bool counts 0 or 1) shows a step of a request on chain once it reaches `atLeast`. */
export type EvidenceRead =
  | { address: Address; functionName: 'balanceOf' | 'isClaimed'; args: readonly [Address]; atLeast: bigint }
  | { address: Address; functionName: 'allowance'; args: readonly [Address, Address]; atLeast: bigint }

/**
 * What the chain shows of a request whose answer is lost, besides the account's nonce: `effect`, what it
 * is for (the staked balance grew by the amount); `firstStep`, its first step alone (the approval of the
 * amount stands while the stake did not run).
 */
export type Evidence = { effect: EvidenceRead; firstStep?: EvidenceRead | undefined }

/** What the evidence reads show now. */
export type EvidenceFound = { effect: boolean; firstStep: boolean }

async function reached(client: PublicClient, read: EvidenceRead): Promise<boolean> {
  const { atLeast, ...call } = read
  const value = (await client.readContract({ ...call, abi: EVIDENCE_ABI } as Parameters<PublicClient['readContract']>[0])) as bigint | boolean
  return (typeof value === 'boolean' ? (value ? 1n : 0n) : value) >= atLeast
}

/** Reads the evidence from the chain (throws when a read fails). */
export async function readEvidence(client: PublicClient, evidence: Evidence): Promise<EvidenceFound> {
  const [effect, firstStep] = await Promise.all([reached(client, evidence.effect), evidence.firstStep ? reached(client, evidence.firstStep) : false])
  return { effect, firstStep }
}

/** As JSON keeps it (bigints as decimal strings), for a record that outlives the page. */
export type StoredEvidence = { effect: StoredRead; firstStep?: StoredRead | undefined }
type StoredRead = { address: string; functionName: EvidenceRead['functionName']; args: string[]; atLeast: string }

const storeRead = (read: EvidenceRead): StoredRead => ({ ...read, args: [...read.args], atLeast: read.atLeast.toString() })
const isAddress = (value: unknown): value is Address => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

function loadRead(value: unknown): EvidenceRead | undefined {
  const r = value as Partial<StoredRead> | null
  if (typeof r !== 'object' || r === null || !isAddress(r.address) || typeof r.atLeast !== 'string' || !/^\d{1,78}$/.test(r.atLeast)) return undefined
  if (!Array.isArray(r.args) || !r.args.every(isAddress)) return undefined
  const atLeast = BigInt(r.atLeast)
  if ((r.functionName === 'balanceOf' || r.functionName === 'isClaimed') && r.args.length === 1) return { address: r.address, functionName: r.functionName, args: [r.args[0]!], atLeast }
  if (r.functionName === 'allowance' && r.args.length === 2) return { address: r.address, functionName: 'allowance', args: [r.args[0]!, r.args[1]!], atLeast }
  return undefined
}

export function storeEvidence(evidence: Evidence): StoredEvidence {
  return { effect: storeRead(evidence.effect), ...(evidence.firstStep ? { firstStep: storeRead(evidence.firstStep) } : {}) }
}

/** Pure: stored evidence back to reads; undefined for anything malformed (foreign or old data). */
export function loadEvidence(value: unknown): Evidence | undefined {
  const stored = value as Partial<StoredEvidence> | null
  if (typeof stored !== 'object' || stored === null) return undefined
  const effect = loadRead(stored.effect)
  const firstStep = stored.firstStep === undefined ? undefined : loadRead(stored.firstStep)
  if (!effect || (stored.firstStep !== undefined && !firstStep)) return undefined
  return { effect, ...(firstStep ? { firstStep } : {}) }
}
