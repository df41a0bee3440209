import type { ServerContext } from '../context.js'
import { verifySession } from '../dpop/verifySession.js'
import { presentedToken } from '../http/authorization.js'
import { jsonResponse } from '../http/respond.js'
import type { VerifiedToken } from '../tokens/tokens.js'

/** The request's token (Bearer, or DPoP with its proof), checked: what every authenticated route calls. */
export async function verifyRequest(context: ServerContext, request: Request): Promise<VerifiedToken> {
  return await verifySession(context, { ...presentedToken(request), method: request.method, url: request.url })
}

/** GET user/me (bearer or DPoP) -> `{data: {account, expiresAt}}`. */
export async function handleMe(context: ServerContext, request: Request): Promise<Response> {
  const verified = await verifyRequest(context, request)
  return jsonResponse(200, { data: { account: verified.address, expiresAt: verified.expiresAt.toISOString() } })
}
