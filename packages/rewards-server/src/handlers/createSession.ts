import type { RequestContext } from '@stardust/auth-server'
import type { RewardsContext } from '../context.js'
import { openSession } from '../game/openSession.js'
import { authenticate } from '../http/authenticate.js'
import { jsonResponse } from '../http/respond.js'

/**
 * POST game/sessions (bearer) -> `{data: {id, seed, expiresAt}}`; 429 rate_limited past the
 * per-account or the per-client-address limit.
 */
export async function handleCreateSession(context: RewardsContext, request: Request, requestContext: RequestContext): Promise<Response> {
  const account = await authenticate(request, context.verifyToken)
  const client = context.clientIp?.(request, requestContext)
  const session = await openSession(context.db, { account, client, at: context.now() })
  return jsonResponse(200, { data: { id: session.id, seed: session.seed, expiresAt: session.expiresAt.toISOString() } })
}
