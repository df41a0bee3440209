import type { Address, Client } from 'viem'
import type { Db } from './db/database.js'
import type { VerifyToken } from './http/authenticate.js'

/** One chain whose staking contract earns Stardust, with a client to read it. */
export type StakingChain = { chainId: number; address: Address; client: Client }

/** What every handler needs. */
export type RewardsContext = {
  db: Db
  verifyToken: VerifyToken
  staking: readonly StakingChain[]
  now: () => Date
}
