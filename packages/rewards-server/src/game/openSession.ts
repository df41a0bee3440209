import { randomBytes, randomUUID } from 'node:crypto'
import { and, count, eq, gt, type SQL } from 'drizzle-orm'
import { GAME_SESSION_RATE_LIMIT, GAME_SESSION_RATE_WINDOW_MS, GAME_SESSION_TTL_MS, GAME_SESSIONS_PER_CLIENT } from '../constants.js'
import type { Db, Tx } from '../db/database.js'
import { gameSessions } from '../db/schema.js'
import { RewardsError } from '../errors.js'
import { lockName } from '../ledger/lock.js'

export type GameSession = { id: string; seed: string; expiresAt: Date }

export type OpenSessionParameters = {
  account: string
  /** The client address the request came from; undefined: limited per account only. */
  client?: string | undefined
  at: Date
}

async function refuseWhenFull(tx: Tx, where: SQL | undefined, limit: number): Promise<void> {
  const [recent] = await tx.select({ n: count() }).from(gameSessions).where(where)
  if ((recent?.n ?? 0) >= limit) throw new RewardsError('rate_limited', { retryAfterSeconds: Math.ceil(GAME_SESSION_RATE_WINDOW_MS / 1000) })
}

/**
 * Opens a game session for `account`: a random id and a 128-bit seed (32 hex characters, the
 * game's seed format). At most GAME_SESSION_RATE_LIMIT per window per account and
 * GAME_SESSIONS_PER_CLIENT per window per client address (429 rate_limited with Retry-After);
 * counted in the database under advisory locks, so both limits hold across site instances and
 * under concurrent requests. Locks are always taken client first, then account.
 */
export async function openSession(db: Db, parameters: OpenSessionParameters): Promise<GameSession> {
  const { account, client, at } = parameters
  return await db.transaction(async (tx) => {
    const windowStart = new Date(at.getTime() - GAME_SESSION_RATE_WINDOW_MS)
    if (client !== undefined) {
      await lockName(tx, `game-client:${client}`)
      await refuseWhenFull(tx, and(eq(gameSessions.client, client), gt(gameSessions.createdAt, windowStart)), GAME_SESSIONS_PER_CLIENT)
    }
    await lockName(tx, `game:${account}`)
    await refuseWhenFull(tx, and(eq(gameSessions.account, account), gt(gameSessions.createdAt, windowStart)), GAME_SESSION_RATE_LIMIT)
    const session = { id: randomUUID(), seed: randomBytes(16).toString('hex'), expiresAt: new Date(at.getTime() + GAME_SESSION_TTL_MS) }
    await tx.insert(gameSessions).values({ ...session, account, client: client ?? null, createdAt: at })
    return session
  })
}
