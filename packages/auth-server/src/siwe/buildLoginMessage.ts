import { createSiweMessage } from 'viem/siwe'
import type { AuthServerConfig } from '../config/schema.js'

export type BuildLoginMessageParameters = {
  config: Pick<AuthServerConfig, 'domain' | 'uri' | 'statement'>
  address: `0x${string}`
  chainId: number
  nonce: string
  issuedAt: Date
  expiresAt: Date
}

/** The EIP-4361 text a wallet signs: domain, uri and statement from config, never from the request. */
export function buildLoginMessage(parameters: BuildLoginMessageParameters): string {
  const { config } = parameters
  return createSiweMessage({
    domain: config.domain,
    uri: config.uri,
    statement: config.statement,
    address: parameters.address,
    chainId: parameters.chainId,
    nonce: parameters.nonce,
    version: '1',
    issuedAt: parameters.issuedAt,
    expirationTime: parameters.expiresAt,
  })
}
