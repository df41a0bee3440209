/** One ledger row as GET stardust/me lists it (rewards-server README). */
export type StardustEntry = {
  id: string
  amount: string
  source: 'game' | 'staking' | 'claim'
  sessionId?: string
  chainId?: number
  createdAt: string
}

/** GET stardust/me's data: the account's standing, one page of history, today's game credit. */
export type StardustMe = {
  account: string
  balance: string
  rank: number | null
  /** When the rank was counted (ISO), for a rank deep in the table; absent: the rank is exact now. */
  rankAsOf?: string
  entries: StardustEntry[]
  next?: string
  gameToday: { credited: string; cap: string }
}

/** POST stardust/sync's data: what this sync credited and the balance after it. */
export type StardustSync = { credited: string; balance: string }

/** GET stardust/leaderboard's rows. */
export type LeaderboardRow = { account: string; balance: string; rank: number }
