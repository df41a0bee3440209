import type { RequestContext } from '@stardust/auth-server'
import type { Address, Client } from 'viem'
import type { Db } from './db/database.js'
import type { GameLimits } from './game/openSession.js'
import type { VerifyRequest } from './http/authenticate.js'
import type { RankRefresher } from './ranks/rankRefresher.js'

/** One chain whose staking contract earns Stardust, with a client to read it. */
export type StakingChain = { chainId: number; address: Address; client: Client }

/**
 * The caller's rate-limit identity (auth-server's `clientIp`, so every per-client limit of the site
 * keys on the same address).
 */
export type ClientIp = (request: Request, requestContext?: RequestContext) => string

/** What every handler needs. */
export type RewardsContext = {
  db: Db
  verifyRequest: VerifyRequest
  staking: readonly StakingChain[]
  now: () => Date
  /** Undefined: sessions are limited per account only (a deployment that cannot know the client). */
  clientIp: ClientIp | undefined
  ranks: { exactWithin: number; refresh: RankRefresher }
  gameLimits: GameLimits
}
