import type { ServerContext } from '../context.js'
import { AuthError } from '../errors.js'
import type { Presented } from '../http/authorization.js'
import { verifyTokenSignature, type VerifiedToken } from '../tokens/tokens.js'
import { checkProof } from './checkProof.js'
import { INVALID_PROOF_CHALLENGE } from './verifyDpopProof.js'

/** RFC 9449 section 7.1: a token problem on a DPoP request (or a bound token sent as bearer). */
const INVALID_TOKEN_CHALLENGE = 'DPoP error="invalid_token"'

/** `scheme: 'none'`: a token handed over outside an Authorization header (verifyToken), with or without its proof. */
export type SessionRequest = Omit<Presented, 'scheme'> & { scheme: Presented['scheme'] | 'none'; method: string; url: string }

/** Signature, expiry, issuer, audience, then revocation. */
async function verifyUnrevoked(context: ServerContext, token: string): Promise<VerifiedToken> {
  const verified = await verifyTokenSignature(context.tokens, token)
  if (await context.store.isTokenRevoked(verified.jti)) throw new AuthError('token_revoked')
  return verified
}

/**
 * A presented token and its proof, checked together. A bound token (`cnf.jkt`) needs the `DPoP`
 * scheme and a fresh proof for this request signed by its key (checkProof); an unbound token is a
 * bearer token, refused under the `DPoP` scheme and when the server requires binding.
 */
export async function verifySession(context: ServerContext, presented: SessionRequest): Promise<VerifiedToken> {
  let verified
  try {
    verified = await verifyUnrevoked(context, presented.token)
  } catch (error) {
    if (presented.scheme === 'DPoP' && error instanceof AuthError && error.status === 401) {
      throw new AuthError(error.code, { details: error.details, cause: error.cause, challenge: INVALID_TOKEN_CHALLENGE })
    }
    throw error
  }
  if (verified.jkt === undefined) {
    if (presented.scheme === 'DPoP') throw new AuthError('token_invalid', { details: 'an unbound token sent as DPoP', challenge: INVALID_TOKEN_CHALLENGE })
    if (context.config.dpop.required) throw new AuthError('token_invalid', { details: 'this server accepts DPoP-bound tokens only', challenge: INVALID_TOKEN_CHALLENGE })
    return verified
  }
  if (presented.scheme === 'Bearer') throw new AuthError('token_invalid', { details: 'a DPoP-bound token must be sent as Authorization: DPoP', challenge: INVALID_TOKEN_CHALLENGE })
  if (!presented.proof) throw new AuthError('dpop_invalid', { details: 'no DPoP proof header', challenge: INVALID_PROOF_CHALLENGE })
  await checkProof(context, { proof: presented.proof, method: presented.method, url: presented.url, accessToken: presented.token, jkt: verified.jkt })
  return verified
}
