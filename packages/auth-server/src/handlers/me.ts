import type { ServerContext } from '../context.js'
import { AuthError } from '../errors.js'
import { bearerToken } from '../http/bearerToken.js'
import { jsonResponse } from '../http/respond.js'
import { verifyTokenSignature, type VerifiedToken } from '../tokens/tokens.js'

/** Signature, expiry, issuer, audience, then revocation. */
export async function verifyBearer(context: ServerContext, token: string): Promise<VerifiedToken> {
  const verified = await verifyTokenSignature(context.tokens, token)
  if (await context.store.isTokenRevoked(verified.jti)) throw new AuthError('token_revoked')
  return verified
}

/** GET user/me (bearer) -> `{data: {account, expiresAt}}`. */
export async function handleMe(context: ServerContext, request: Request): Promise<Response> {
  const verified = await verifyBearer(context, bearerToken(request))
  return jsonResponse(200, { data: { account: verified.address, expiresAt: verified.expiresAt.toISOString() } })
}
