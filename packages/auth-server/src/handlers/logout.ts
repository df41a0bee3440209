import type { ServerContext } from '../context.js'
import { verifyRequest } from './me.js'

/** POST user/logout (bearer or DPoP) -> 204; the token's jti stays revoked until the token expires. */
export async function handleLogout(context: ServerContext, request: Request): Promise<Response> {
  const verified = await verifyRequest(context, request)
  await context.store.revokeToken(verified.jti, verified.expiresAt.getTime())
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
