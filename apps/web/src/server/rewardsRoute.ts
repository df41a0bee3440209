import { logger } from './observability/logger'
import { getRewardsServer } from './rewardsServer'
import { socketContextOf } from './socketAddress'

const UNAVAILABLE = { error: { code: 'store_unavailable', message: 'The database is unavailable; try again shortly' } }

/**
 * The route handler both mounts share. If the database cannot be opened at all (PostgreSQL down
 * at first use) the answer is the API's 503, not Next.js's HTML 500; the next request tries again.
 */
export async function rewardsRoute(request: Request): Promise<Response> {
  let server
  try {
    server = await getRewardsServer()
  } catch (error) {
    logger().error({ event: 'database_unavailable', err: error }, 'the database could not be opened')
    return Response.json(UNAVAILABLE, { status: 503, headers: { 'retry-after': '1', 'cache-control': 'no-store' } })
  }
  // The socket address: game sessions are limited per client as well as per account.
  return await server.handle(request, socketContextOf(request))
}
