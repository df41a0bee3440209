import type { ServerContext } from '../context.js'
import { bearerToken } from '../http/bearerToken.js'
import { verifyBearer } from './me.js'

/** POST user/logout (bearer) -> 204; the token's jti stays revoked until the token expires. */
export async function handleLogout(context: ServerContext, request: Request): Promise<Response> {
  const verified = await verifyBearer(context, bearerToken(request))
  await context.store.revokeToken(verified.jti, verified.expiresAt.getTime())
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
