import type { ServerContext } from '../context.js'
import { AuthError, SiweParseError } from '../errors.js'
import { parseSiweMessageStrict } from '../siwe/parseSiweMessageStrict.js'
import type { NonceRecord } from '../stores/types.js'

/**
 * The outstanding nonce records a login may match, newest first.
 *
 * With `message` in the body, it must pass the strict EIP-4361 grammar, be bound to our domain,
 * URI and an allowed chain, and equal the stored text of its nonce exactly. Without it (the
 * docs/api.md body `{account, signedMsg}`), every live nonce of the account is a candidate.
 */
export async function resolveLoginNonce(context: ServerContext, address: string, message: unknown): Promise<NonceRecord[]> {
  const { config, store } = context
  const now = context.now().getTime()
  if (message === undefined) {
    const records = await store.listNonces(address)
    if (records.length === 0) throw new AuthError('nonce_invalid')
    const live = records.filter((record) => record.expiresAt > now)
    if (live.length === 0) throw new AuthError('expired')
    return live
  }
  if (typeof message !== 'string') throw new AuthError('invalid_request', { details: 'message must be a string' })
  let fields
  try {
    fields = parseSiweMessageStrict(message)
  } catch (error) {
    if (error instanceof SiweParseError) throw new AuthError('invalid_request', { details: error.details, cause: error })
    throw error
  }
  if (fields.domain !== config.domain || fields.uri !== config.uri || fields.scheme !== undefined || !config.chainIds.includes(fields.chainId)) {
    throw new AuthError('domain_mismatch')
  }
  if (fields.address.toLowerCase() !== address) throw new AuthError('nonce_invalid', { details: 'message is for another account' })
  const record = await store.getNonce(fields.nonce)
  if (record === 'used') throw new AuthError('nonce_used')
  if (record === null || record.address !== address) throw new AuthError('nonce_invalid')
  if (record.message !== message) throw new AuthError('signature_invalid', { details: 'message differs from the issued one' })
  if (record.expiresAt <= now) throw new AuthError('expired')
  return [record]
}
