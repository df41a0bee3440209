import { randomBytes, randomUUID } from 'node:crypto'
import { and, count, eq, gt } from 'drizzle-orm'
import { GAME_SESSION_RATE_LIMIT, GAME_SESSION_RATE_WINDOW_MS, GAME_SESSION_TTL_MS } from '../constants.js'
import type { Db } from '../db/database.js'
import { gameSessions } from '../db/schema.js'
import { RewardsError } from '../errors.js'
import { lockName } from '../ledger/lock.js'

export type GameSession = { id: string; seed: string; expiresAt: Date }

/**
 * Opens a game session for `account`: a random id and a 128-bit seed (32 hex characters, the
 * game's seed format). At most GAME_SESSION_RATE_LIMIT per window per account (429 rate_limited
 * with Retry-After); counted in the database, so the limit holds across site instances.
 */
export async function openSession(db: Db, account: string, at: Date): Promise<GameSession> {
  return await db.transaction(async (tx) => {
    await lockName(tx, `game:${account}`)
    const windowStart = new Date(at.getTime() - GAME_SESSION_RATE_WINDOW_MS)
    const [recent] = await tx
      .select({ n: count() })
      .from(gameSessions)
      .where(and(eq(gameSessions.account, account), gt(gameSessions.createdAt, windowStart)))
    if ((recent?.n ?? 0) >= GAME_SESSION_RATE_LIMIT) {
      throw new RewardsError('rate_limited', { retryAfterSeconds: Math.ceil(GAME_SESSION_RATE_WINDOW_MS / 1000) })
    }
    const session = { id: randomUUID(), seed: randomBytes(16).toString('hex'), expiresAt: new Date(at.getTime() + GAME_SESSION_TTL_MS) }
    await tx.insert(gameSessions).values({ ...session, account, createdAt: at })
    return session
  })
}
