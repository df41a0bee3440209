import type { Db } from '../db/database.js'
import { rebuildBalances, type RebuildBalancesSummary } from './rebuildBalances.js'
import { refreshRankLevels, type RankLevelsSummary } from './refreshRankLevels.js'

export type RebuildRanksSummary = { balances: RebuildBalancesSummary; levels: RankLevelsSummary }

/**
 * Everything ranks are served from, derived again from the ledger: the running totals, then the
 * standings. What the `stardust-ranks` bin runs after an import or a restore.
 */
export async function rebuildRanks(db: Db): Promise<RebuildRanksSummary> {
  const balances = await rebuildBalances(db)
  // Another instance counting right now holds the lock: wait for it, then count again ourselves.
  for (;;) {
    const levels = await refreshRankLevels(db)
    if (levels) return { balances, levels }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
