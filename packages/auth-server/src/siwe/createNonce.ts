import { randomBytes } from 'node:crypto'
import { NONCE_BYTES } from '../constants.js'

/**
 * A nonce of 128 bits from the operating system's CSPRNG, as 32 hex digits (alphanumeric, as
 * EIP-4361 requires). Not viem's generateSiweNonce, which draws from Math.random.
 */
export function createNonce(): string {
  return randomBytes(NONCE_BYTES).toString('hex')
}
