import type { Client, Hex } from 'viem'
import { verifySignature } from '../verify/verifySignature.js'
import { parseSiweMessageStrict, type SiweFields } from './parseSiweMessageStrict.js'

export type VerifySiweMessageStrictParameters = {
  message: string
  signature: Hex
  /** Expected domain (domain binding); checked when given. */
  domain?: string
  /** Expected nonce; checked when given. */
  nonce?: string
  /** Instant for expirationTime / notBefore; default now. */
  time?: Date
  /** Public client of the message's chain for contract wallets. */
  client?: Client
}

export type VerifySiweMessageStrictReturnType =
  | { valid: true; fields: SiweFields }
  | { valid: false; reason: 'parse' | 'domain' | 'nonce' | 'expired' | 'not_yet_valid' | 'signature'; fields?: SiweFields }

/**
 * Full EIP-4361 verification of a message from outside: strict grammar, domain binding, nonce,
 * time window, then the signature (plain account, ERC-1271, ERC-6492). Throws RpcUnavailableError
 * when a contract-wallet check cannot reach the chain.
 */
export async function verifySiweMessageStrict(parameters: VerifySiweMessageStrictParameters): Promise<VerifySiweMessageStrictReturnType> {
  let fields: SiweFields
  try {
    fields = parseSiweMessageStrict(parameters.message)
  } catch {
    return { valid: false, reason: 'parse' }
  }
  if (parameters.domain !== undefined && fields.domain !== parameters.domain) return { valid: false, reason: 'domain', fields }
  if (parameters.nonce !== undefined && fields.nonce !== parameters.nonce) return { valid: false, reason: 'nonce', fields }
  const time = (parameters.time ?? new Date()).getTime()
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= time) return { valid: false, reason: 'expired', fields }
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > time) return { valid: false, reason: 'not_yet_valid', fields }
  const valid = await verifySignature({ address: fields.address, message: parameters.message, signature: parameters.signature, client: parameters.client })
  return valid ? { valid: true, fields } : { valid: false, reason: 'signature', fields }
}
