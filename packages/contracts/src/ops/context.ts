import { getAddress, type Address, type PublicClient } from 'viem'
import type { RecordEntry } from '../deploy/record.js'
import { OpsRefusal } from './refusal.js'

/** What every task reads first: the chain's addresses from the deployments record, its clock, the Safe and the timelock. */
export type OpsContext = {
  client: PublicClient
  chainId: number
  entry: RecordEntry
  /** The Safe that signs every task. */
  safe: Address
  /** The owner of token, staking and sale; undefined when the Safe owns them directly. */
  timelock: Address | undefined
  delay: bigint
  /** The latest block's timestamp: the chain's clock. */
  now: bigint
}

export async function readContext(client: PublicClient, record: Readonly<Record<string, RecordEntry>>): Promise<OpsContext> {
  const chainId = await client.getChainId()
  const entry = record[chainId]
  if (!entry) throw new OpsRefusal('no_deployment', `the deployments record has no entry for chain ${chainId}: deploy there first`)
  const safe = entry.record.owner
  if (!safe) throw new OpsRefusal('no_safe', `chain ${chainId}'s deployment names no owner Safe`)
  const block = await client.getBlock()
  const timelock = entry.record.timelock
  return {
    client,
    chainId,
    entry,
    safe: getAddress(safe),
    timelock: timelock ? getAddress(timelock.address) : undefined,
    delay: timelock ? BigInt(timelock.minDelay) : 0n,
    now: block.timestamp,
  }
}

/** The owner of token, staking and sale once ownership is accepted: the timelock, else the Safe. */
export const ownerOf = (ctx: OpsContext): Address => ctx.timelock ?? ctx.safe

/** A chain timestamp in words, e.g. "2099-01-01 00:00:00 UTC". */
export const when = (seconds: bigint): string => new Date(Number(seconds) * 1000).toISOString().replace('T', ' ').replace(/\.000Z$/, ' UTC')
