import { getAddress, isAddress } from 'viem'
import { NONCE_TTL_MS } from '../constants.js'
import type { RequestContext, ServerContext } from '../context.js'
import { AuthError } from '../errors.js'
import { assertSignInOrigin } from '../http/origin.js'
import { clientIp } from '../http/clientIp.js'
import { enforceRateLimit } from '../http/rateLimit.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { jsonResponse } from '../http/respond.js'
import { buildLoginMessage } from '../siwe/buildLoginMessage.js'
import { createNonce } from '../siwe/createNonce.js'
import type { NonceRecord } from '../stores/types.js'

/**
 * The request's chain id, or the first configured chain when it names none. A chain that is
 * named but not allowed is refused: a message for another chain than the wallet's would be
 * signed without the user noticing.
 */
function pickChainId(requested: unknown, allowed: readonly number[]): number {
  if (requested === undefined || requested === null) return allowed[0]!
  const id = typeof requested === 'string' && /^\d+$/.test(requested) ? Number(requested) : requested
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new AuthError('invalid_request', { details: 'chainId must be a positive integer' })
  if (!allowed.includes(id)) throw new AuthError('chain_not_allowed', { details: `chain ${id}; allowed: ${allowed.join(', ')}` })
  return id
}

/** POST user/nonce `{account, chainId?}` -> `{data: {nonce, message}}`. */
export async function handleNonce(context: ServerContext, request: Request, requestContext: RequestContext = {}): Promise<Response> {
  const { config, store } = context
  assertSignInOrigin(context, request)
  await enforceRateLimit(context, 'nonce:ip', clientIp(request, requestContext.ip, config.trustedProxies, config.ipv6Prefix), config.rateLimits.nonce.perIp)
  const body = await readJsonBody(request)
  const account = body.account
  if (typeof account !== 'string' || !isAddress(account, { strict: true })) throw new AuthError('invalid_address')
  const address = account.toLowerCase()
  await enforceRateLimit(context, 'nonce:addr', address, config.rateLimits.nonce.perAddress)

  const chainId = pickChainId(body.chainId, config.chainIds)
  const nonce = createNonce()
  // Whole seconds: the message shows ISO times and the record must expire exactly when it says.
  const issuedAt = Math.floor(context.now().getTime() / 1000) * 1000
  const expiresAt = issuedAt + NONCE_TTL_MS
  const message = buildLoginMessage({
    config,
    address: getAddress(address),
    chainId,
    nonce,
    issuedAt: new Date(issuedAt),
    expiresAt: new Date(expiresAt),
  })
  const record: NonceRecord = { nonce, address, chainId, message, issuedAt, expiresAt }
  const stored = await store.putNonce(record, NONCE_TTL_MS, config.nonceLimits)
  if (!stored.ok) throw new AuthError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(stored.retryAfterMs / 1000)) })
  return jsonResponse(200, { data: { nonce, message } })
}
