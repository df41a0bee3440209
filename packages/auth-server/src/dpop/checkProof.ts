import type { ServerContext } from '../context.js'
import { AuthError } from '../errors.js'
import { INVALID_PROOF_CHALLENGE, verifyDpopProof } from './verifyDpopProof.js'

export type CheckProofParameters = {
  proof: string
  method: string
  url: string
  /** The token the proof must be bound to (`ath`); absent at login. */
  accessToken?: string | undefined
  /** The thumbprint the token is bound to; the proof's key must have it. */
  jkt?: string | undefined
}

/**
 * Verifies a DPoP proof for this request (verifyDpopProof), matches its key to the token's, then
 * records its id in the shared store for as long as the proof could pass: a second use, here or at
 * any instance on the same Redis, is `dpop_replayed`. Returns the key's thumbprint.
 */
export async function checkProof(context: ServerContext, parameters: CheckProofParameters): Promise<string> {
  const { config, now } = context
  const at = now()
  const verified = await verifyDpopProof({ ...parameters, origins: context.dpopOrigins, now: at, iatWindowSeconds: config.dpop.iatWindowSeconds })
  if (parameters.jkt !== undefined && verified.jkt !== parameters.jkt) {
    throw new AuthError('dpop_invalid', { details: 'the proof is signed by another key than the token is bound to', challenge: INVALID_PROOF_CHALLENGE })
  }
  // Valid until iat + window (a proof from a fast clock lives longer); one second more for rounding.
  const ttlMs = (verified.iat + config.dpop.iatWindowSeconds + 1) * 1000 - at.getTime()
  const seen = await context.store.rememberProof(`${verified.jkt}:${verified.jti}`, ttlMs)
  if (seen === 'full') throw new AuthError('rate_limited', { retryAfterSeconds: config.dpop.iatWindowSeconds, details: 'too many DPoP proofs in the window' })
  if (seen === 'seen') throw new AuthError('dpop_replayed', { challenge: INVALID_PROOF_CHALLENGE })
  return verified.jkt
}
