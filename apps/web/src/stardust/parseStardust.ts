import type { LeaderboardRow, StardustEntry, StardustMe, StardustSync } from './stardustTypes'

/** The API answered 200 with something this page cannot read. */
export class StardustShapeError extends Error {
  override name = 'StardustShapeError'
  readonly code = 'invalid_response'
}

type Rec = Record<string, unknown>
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value)
const isWhole = (value: unknown): value is string | number =>
  (typeof value === 'string' && /^\d+$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)

function dataOf(body: unknown, what: string): Rec {
  const data = isRecord(body) ? body.data : undefined
  if (!isRecord(data)) throw new StardustShapeError(`${what}: no data`)
  return data
}

function whole(value: unknown, what: string): string {
  if (!isWhole(value)) throw new StardustShapeError(`${what}: not a whole number`)
  return String(value)
}

function parseEntry(value: unknown): StardustEntry {
  if (!isRecord(value)) throw new StardustShapeError('entry: not an object')
  const { id, amount, source, sessionId, chainId, createdAt } = value
  if (source !== 'game' && source !== 'staking' && source !== 'claim') throw new StardustShapeError('entry: unknown source')
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof createdAt !== 'string') throw new StardustShapeError('entry: id or time')
  return {
    id: String(id),
    amount: whole(amount, 'entry amount'),
    source,
    ...(typeof sessionId === 'string' ? { sessionId } : {}),
    ...(typeof chainId === 'number' ? { chainId } : {}),
    createdAt,
  }
}

/** GET stardust/me's body. */
export function parseMe(body: unknown): StardustMe {
  const data = dataOf(body, 'stardust/me')
  const { account, balance, rank, rankAsOf, entries, next, gameToday } = data
  if (typeof account !== 'string') throw new StardustShapeError('stardust/me: account')
  if (rank !== null && !(typeof rank === 'number' && Number.isSafeInteger(rank) && rank > 0)) throw new StardustShapeError('stardust/me: rank')
  if (rankAsOf !== undefined && (typeof rankAsOf !== 'string' || Number.isNaN(Date.parse(rankAsOf)))) throw new StardustShapeError('stardust/me: rankAsOf')
  if (!Array.isArray(entries)) throw new StardustShapeError('stardust/me: entries')
  if (!isRecord(gameToday)) throw new StardustShapeError('stardust/me: gameToday')
  return {
    account,
    balance: whole(balance, 'balance'),
    rank,
    ...(typeof rankAsOf === 'string' ? { rankAsOf } : {}),
    entries: entries.map(parseEntry),
    ...(typeof next === 'string' || typeof next === 'number' ? { next: String(next) } : {}),
    gameToday: { credited: whole(gameToday.credited, 'gameToday.credited'), cap: whole(gameToday.cap, 'gameToday.cap') },
  }
}

/** POST stardust/sync's body. */
export function parseSync(body: unknown): StardustSync {
  const data = dataOf(body, 'stardust/sync')
  return { credited: whole(data.credited, 'credited'), balance: whole(data.balance, 'balance') }
}

/** GET stardust/leaderboard's body. */
export function parseLeaderboard(body: unknown): LeaderboardRow[] {
  const { entries } = dataOf(body, 'stardust/leaderboard')
  if (!Array.isArray(entries)) throw new StardustShapeError('stardust/leaderboard: entries')
  return entries.map((row) => {
    if (!isRecord(row) || typeof row.account !== 'string' || typeof row.rank !== 'number') throw new StardustShapeError('leaderboard row')
    return { account: row.account, balance: whole(row.balance, 'leaderboard balance'), rank: row.rank }
  })
}
