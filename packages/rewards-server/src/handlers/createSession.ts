import type { RequestContext } from '@stardust/auth-server'
import type { RewardsContext } from '../context.js'
import { openSession } from '../game/openSession.js'
import { authenticate } from '../http/authenticate.js'
import { jsonResponse } from '../http/respond.js'

/** What auth-server's `clientIp` answers when it knows no address for the request. */
const UNKNOWN_CLIENT = 'unknown'

/**
 * POST game/sessions (bearer) -> `{data: {id, seed, expiresAt}}`; 429 rate_limited past the
 * per-account or the per-client-address limit.
 */
export async function handleCreateSession(context: RewardsContext, request: Request, requestContext: RequestContext): Promise<Response> {
  const account = await authenticate(request, context.verifyRequest)
  const named = context.clientIp?.(request, requestContext)
  // No address known (no socket address passed, no trusted proxy header): counting every visitor in
  // one bucket would lock the whole site out of the game, so such a request is limited per account only.
  const client = named === UNKNOWN_CLIENT ? undefined : named
  const session = await openSession(context.db, { account, client, at: context.now(), limits: context.gameLimits })
  return jsonResponse(200, { data: { id: session.id, seed: session.seed, expiresAt: session.expiresAt.toISOString() } })
}
