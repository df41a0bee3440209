import { isAddress, type Hex } from 'viem'
import type { RequestContext, ServerContext } from '../context.js'
import { AuthError, RpcUnavailableError } from '../errors.js'
import { assertSignInOrigin } from '../http/origin.js'
import { clientIp } from '../http/clientIp.js'
import { enforceRateLimit } from '../http/rateLimit.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { jsonResponse } from '../http/respond.js'
import { checkProof } from '../dpop/checkProof.js'
import { INVALID_PROOF_CHALLENGE } from '../dpop/verifyDpopProof.js'
import type { NonceRecord } from '../stores/types.js'
import { issueToken } from '../tokens/tokens.js'
import { verifyLocally, verifyOnChain } from '../verify/verifySignature.js'
import { resolveLoginNonce } from './resolveLoginNonce.js'

const SIGNATURE = /^0x[0-9a-fA-F]*$/

/**
 * The candidate this signature is for, or undefined when it verifies for none (a refusal needs
 * no record). Plain-account checks are local; one RPC check at most.
 */
async function verifyAgainst(context: ServerContext, candidates: NonceRecord[], signature: Hex): Promise<NonceRecord | undefined> {
  const signed = (record: NonceRecord) => ({ address: record.address as `0x${string}`, message: record.message, signature })
  const local = candidates.find((record) => verifyLocally(signed(record)))
  if (local) return local
  // Not a plain-account signature of any candidate: ask the chain about the newest one
  // (ERC-1271 / ERC-6492). A contract wallet that signed an older nonce must send `message`.
  const record = candidates[0]!
  const client = context.getClient(record.chainId)
  return client && (await verifyOnChain(client, signed(record))) ? record : undefined
}

/**
 * The key a login binds its token to: the thumbprint of a valid, unused `DPoP` proof for this
 * request, or undefined without one (a bearer token), unless the server requires binding.
 */
async function loginKey(context: ServerContext, request: Request): Promise<string | undefined> {
  const proof = request.headers.get('dpop')
  if (proof === null) {
    if (context.config.dpop.required) throw new AuthError('dpop_invalid', { details: 'this server binds every token: send a DPoP proof', challenge: INVALID_PROOF_CHALLENGE })
    return undefined
  }
  return await checkProof(context, { proof, method: request.method, url: request.url })
}

/** POST user/login `{account, signedMsg, message?}` -> `{token, expiresAt, token_type}`; with a DPoP proof the token is bound to its key. */
export async function handleLogin(context: ServerContext, request: Request, requestContext: RequestContext = {}): Promise<Response> {
  const { config, store } = context
  assertSignInOrigin(context, request)
  await enforceRateLimit(context, 'login:ip', clientIp(request, requestContext.ip, config.trustedProxies, config.ipv6Prefix), config.rateLimits.login.perIp)
  const body = await readJsonBody(request)
  const { account, signedMsg, message } = body
  if (typeof account !== 'string' || !isAddress(account, { strict: true })) throw new AuthError('invalid_request', { details: 'account is not an address' })
  if (typeof signedMsg !== 'string' || !SIGNATURE.test(signedMsg)) throw new AuthError('invalid_request', { details: 'signedMsg is not 0x-prefixed hex' })
  const address = account.toLowerCase()
  await enforceRateLimit(context, 'login:addr', address, config.rateLimits.login.perAddress)
  // Before the signature: a refused proof must not spend the nonce.
  const jkt = await loginKey(context, request)

  const candidates = await resolveLoginNonce(context, address, message)
  let verified: NonceRecord | undefined
  try {
    verified = await verifyAgainst(context, candidates, signedMsg as Hex)
  } catch (error) {
    // No verdict: keep the nonce so the same signature can be retried.
    if (error instanceof RpcUnavailableError) throw new AuthError('rpc_unavailable', { retryAfterSeconds: 5, cause: error })
    throw error
  }
  // A refused signature leaves the nonce alone: anyone knows an address, so spending it here
  // would let a stranger cancel that user's sign-in with garbage. Signatures cannot be guessed,
  // so keeping it costs nothing; rate limits bound the attempts.
  if (!verified) throw new AuthError('signature_invalid')
  // Valid: spend the nonce atomically; of concurrent requests exactly one wins this step.
  const consumed = await store.consumeNonce(verified.nonce)
  if (!consumed) throw new AuthError('nonce_used')
  const issued = await issueToken(context.tokens, address, jkt)
  return jsonResponse(200, { token: issued.token, expiresAt: issued.expiresAt.toISOString(), token_type: jkt === undefined ? 'Bearer' : 'DPoP' })
}
