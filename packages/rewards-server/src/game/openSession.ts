import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm'
import { GAME_SESSION_TTL_MS } from '../constants.js'
import type { Db, Tx } from '../db/database.js'
import { gameSessions } from '../db/schema.js'
import { RewardsError } from '../errors.js'
import { lockName } from '../ledger/lock.js'

export type GameSession = { id: string; seed: string; expiresAt: Date }

/** New sessions allowed in any `windowMs`: per account, and per client address. */
export type GameLimits = { perAccount: number; perClient: number; windowMs: number }

export type OpenSessionParameters = {
  account: string
  /** The client address the request came from; undefined: limited per account only. */
  client?: string | undefined
  at: Date
  limits: GameLimits
}

/**
 * 429 once `limit` sessions matching `where` opened within the window, with Retry-After the real
 * wait: until the session whose age-out leaves room has left the window.
 */
async function refuseWhenFull(tx: Tx, where: SQL | undefined, limit: number, at: Date, windowMs: number): Promise<void> {
  const [recent] = await tx.select({ n: count() }).from(gameSessions).where(where)
  const n = recent?.n ?? 0
  if (n < limit) return
  const [leaving] = await tx
    .select({ createdAt: gameSessions.createdAt })
    .from(gameSessions)
    .where(where)
    .orderBy(asc(gameSessions.createdAt))
    .offset(n - limit)
    .limit(1)
  const waitMs = (leaving?.createdAt.getTime() ?? at.getTime()) + windowMs - at.getTime()
  throw new RewardsError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) })
}

/**
 * Opens a game session for `account`: a random id and a 128-bit seed (32 hex characters, the
 * game's seed format). At most `limits.perAccount` in any window per account and `limits.perClient`
 * per client address (429 rate_limited with Retry-After); counted in the database under advisory
 * locks, so both limits hold across site instances and under concurrent requests. Locks are always
 * taken client first, then account.
 */
export async function openSession(db: Db, parameters: OpenSessionParameters): Promise<GameSession> {
  const { account, client, at, limits } = parameters
  return await db.transaction(async (tx) => {
    const windowStart = new Date(at.getTime() - limits.windowMs)
    if (client !== undefined) {
      await lockName(tx, `game-client:${client}`)
      await refuseWhenFull(tx, and(eq(gameSessions.client, client), gt(gameSessions.createdAt, windowStart)), limits.perClient, at, limits.windowMs)
    }
    await lockName(tx, `game:${account}`)
    await refuseWhenFull(tx, and(eq(gameSessions.account, account), gt(gameSessions.createdAt, windowStart)), limits.perAccount, at, limits.windowMs)
    const session = { id: randomUUID(), seed: randomBytes(16).toString('hex'), expiresAt: new Date(at.getTime() + GAME_SESSION_TTL_MS) }
    await tx.insert(gameSessions).values({ ...session, account, client: client ?? null, createdAt: at })
    return session
  })
}
