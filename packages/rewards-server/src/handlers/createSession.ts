import type { RewardsContext } from '../context.js'
import { openSession } from '../game/openSession.js'
import { authenticate } from '../http/authenticate.js'
import { jsonResponse } from '../http/respond.js'

/** POST game/sessions (bearer) -> `{data: {id, seed, expiresAt}}`; 429 rate_limited past the per-account limit. */
export async function handleCreateSession(context: RewardsContext, request: Request): Promise<Response> {
  const account = await authenticate(request, context.verifyToken)
  const session = await openSession(context.db, account, context.now())
  return jsonResponse(200, { data: { id: session.id, seed: session.seed, expiresAt: session.expiresAt.toISOString() } })
}
