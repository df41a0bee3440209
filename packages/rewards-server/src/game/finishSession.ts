import { and, eq, isNull } from 'drizzle-orm'
import { simulate, type InputLog } from '@stardust/game'
import { GAME_DAILY_CAP, GAME_FINISH_TOLERANCE_MS, GAME_STARDUST_PER_SCORE } from '../constants.js'
import type { Db } from '../db/database.js'
import { gameSessions } from '../db/schema.js'
import { RewardsError } from '../errors.js'
import { creditIn } from '../ledger/credit.js'
import { gameCreditOn } from '../ledger/gameCreditOn.js'
import { lockName } from '../ledger/lock.js'
import { readBalance } from '../ledger/readBalance.js'

export type FinishSessionParameters = { account: string; sessionId: string; inputs: InputLog; at: Date }
export type FinishSessionReturnType = { score: number; ticks: number; stardust: bigint; balance: bigint }

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Replays the game of a session and credits what the replay scored, once, under the daily cap.
 * Checks in order: the session exists (404), is the caller's (403 not_yours), is not finished
 * (409 already_finished), has not expired (410), and took at least the game's length in real time
 * (422 too_fast: the session stays open, since waiting longer is what an honest client does).
 * The finish and the credit commit together; a second finish, concurrent or later, gets 409.
 */
export async function finishSession(db: Db, parameters: FinishSessionParameters): Promise<FinishSessionReturnType> {
  const { account, sessionId, inputs, at } = parameters
  if (!SESSION_ID.test(sessionId)) throw new RewardsError('not_found', { details: 'not a session id' })
  const [session] = await db.select().from(gameSessions).where(eq(gameSessions.id, sessionId))
  if (!session) throw new RewardsError('not_found', { details: 'no such session' })
  if (session.account !== account) throw new RewardsError('not_yours')
  if (session.finishedAt) throw new RewardsError('already_finished')
  if (at.getTime() > session.expiresAt.getTime()) throw new RewardsError('expired')
  const result = simulate(session.seed, inputs)
  if (at.getTime() - session.createdAt.getTime() + GAME_FINISH_TOLERANCE_MS < result.durationMs) {
    throw new RewardsError('too_fast', { details: `${at.getTime() - session.createdAt.getTime()} ms for a ${result.durationMs} ms game` })
  }
  return await db.transaction(async (tx) => {
    // One account's finishes run one at a time, so two games cannot both fit under the same cap room.
    await lockName(tx, `game:${account}`)
    const finished = await tx
      .update(gameSessions)
      .set({ finishedAt: at, score: result.score, ticks: result.ticks })
      .where(and(eq(gameSessions.id, sessionId), isNull(gameSessions.finishedAt)))
      .returning({ id: gameSessions.id })
    if (finished.length === 0) throw new RewardsError('already_finished')
    const room = GAME_DAILY_CAP - (await gameCreditOn(tx, account, at))
    const earned = BigInt(result.score) * GAME_STARDUST_PER_SCORE
    const stardust = room <= 0n ? 0n : earned < room ? earned : room
    if (stardust > 0n) await creditIn(tx, { account, amount: stardust, source: 'game', key: `game:${sessionId}`, sessionId, at })
    await tx.update(gameSessions).set({ stardust }).where(eq(gameSessions.id, sessionId))
    return { score: result.score, ticks: result.ticks, stardust, balance: await readBalance(tx, account) }
  })
}
