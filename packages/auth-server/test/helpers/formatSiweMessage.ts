// Builds EIP-4361 text from conformance-vector fields verbatim (timestamps as written, no Date
// round trip), so the strict parser, not a formatter, decides what is valid.
export type VectorFields = {
  scheme?: string | null
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: number | string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

export function formatSiweMessage(fields: VectorFields): string {
  const origin = fields.scheme ? `${fields.scheme}://${fields.domain ?? ''}` : (fields.domain ?? '')
  const lines = [`${origin} wants you to sign in with your Ethereum account:`, fields.address ?? '', '']
  if (fields.statement !== undefined) lines.push(fields.statement, '')
  else lines.push('')
  lines.push(`URI: ${fields.uri ?? ''}`, `Version: ${fields.version ?? ''}`, `Chain ID: ${fields.chainId ?? ''}`, `Nonce: ${fields.nonce ?? ''}`, `Issued At: ${fields.issuedAt ?? ''}`)
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined) lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
