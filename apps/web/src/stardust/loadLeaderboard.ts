import { logger } from '@/server/observability/logger'
import { getRewardsServer } from '@/server/rewardsServer'
import { parseLeaderboard } from './parseStardust'
import type { LeaderboardRow } from './stardustTypes'

export type LoadedLeaderboard = { state: 'ready'; rows: LeaderboardRow[] } | { state: 'unavailable' }

/**
 * The public leaderboard for the server-rendered page: the same handler the API mounts answers
 * GET stardust/leaderboard in-process (no HTTP hop, same validation and caps). Any failure
 * (database down, a shape this page cannot read) is 'unavailable', never an error page.
 */
export async function loadLeaderboard(limit: number): Promise<LoadedLeaderboard> {
  try {
    const server = await getRewardsServer()
    const response = await server.handle(new Request(`http://site.internal/api/v1/stardust/leaderboard?limit=${limit}`))
    if (!response.ok) return { state: 'unavailable' }
    return { state: 'ready', rows: parseLeaderboard(await response.json()) }
  } catch (error) {
    logger().error({ event: 'leaderboard_read_failed', err: error }, 'the leaderboard could not be read')
    return { state: 'unavailable' }
  }
}
