import { getAddress } from 'viem'
import { SiweParseError } from '../errors.js'
import { isAuthority, isDateTime, isScheme, isUri } from './rfc3986.js'

/** The fields of an EIP-4361 message, timestamps kept as written. */
export type SiweFields = {
  scheme?: string
  domain: string
  address: `0x${string}`
  statement?: string
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** EIP-4361 statement: one line of these characters. Also the config schema's rule for `statement`. */
export const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const NONCE = /^[A-Za-z0-9]{8,}$/
const CHAIN_ID = /^[0-9]+$/
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/

/**
 * Parses an EIP-4361 message by its ABNF, line by line and in order, and throws SiweParseError on
 * any deviation. viem's parseSiweMessage is lenient (it accepts most negative conformance vectors),
 * so this runs first whenever a message comes from outside.
 */
export function parseSiweMessageStrict(message: string): SiweFields {
  const lines = message.split('\n')
  let index = 0
  const next = (): string | undefined => lines[index++]
  const field = (label: string, name: string): string => {
    const line = next()
    if (line === undefined || !line.startsWith(`${label}: `)) throw new SiweParseError(`expected "${label}: " (${name}) on line ${index}`)
    return line.slice(label.length + 2)
  }

  const header = next() ?? ''
  if (!header.endsWith(HEADER_SUFFIX)) throw new SiweParseError('missing the "wants you to sign in" header')
  const origin = header.slice(0, -HEADER_SUFFIX.length)
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd === -1 ? undefined : origin.slice(0, schemeEnd)
  const domain = schemeEnd === -1 ? origin : origin.slice(schemeEnd + 3)
  if (scheme !== undefined && !isScheme(scheme)) throw new SiweParseError('scheme is not an RFC 3986 scheme')
  if (!isAuthority(domain, true)) throw new SiweParseError('domain is not an RFC 3986 authority')

  const address = next() ?? ''
  if (!ADDRESS.test(address)) throw new SiweParseError('address is not 0x followed by 40 hex digits')
  if (getAddress(address) !== address) throw new SiweParseError('address is not EIP-55 checksummed')
  if (next() !== '') throw new SiweParseError('expected an empty line after the address')

  let statement: string | undefined
  const afterAddress = next()
  if (afterAddress !== '') {
    if (afterAddress === undefined || !STATEMENT.test(afterAddress)) throw new SiweParseError('statement has characters outside the grammar')
    statement = afterAddress
    if (next() !== '') throw new SiweParseError('expected an empty line after the statement')
  }

  const uri = field('URI', 'uri')
  if (!isUri(uri)) throw new SiweParseError('URI is not an RFC 3986 URI')
  const version = field('Version', 'version')
  if (version !== '1') throw new SiweParseError('version is not 1')
  const chainIdText = field('Chain ID', 'chainId')
  const chainId = Number(chainIdText)
  if (!CHAIN_ID.test(chainIdText) || !Number.isSafeInteger(chainId)) throw new SiweParseError('chain id is not a decimal integer')
  const nonce = field('Nonce', 'nonce')
  if (!NONCE.test(nonce)) throw new SiweParseError('nonce is not 8 or more alphanumeric characters')
  const issuedAt = field('Issued At', 'issuedAt')
  if (!isDateTime(issuedAt)) throw new SiweParseError('issued-at is not an RFC 3339 date-time')

  const fields: SiweFields = { domain, address, uri, version, chainId, nonce, issuedAt }
  if (scheme !== undefined) fields.scheme = scheme
  if (statement !== undefined) fields.statement = statement

  const optional = (label: string): string | undefined => {
    const line = lines[index]
    if (line === undefined || !line.startsWith(`${label}: `)) return undefined
    index++
    return line.slice(label.length + 2)
  }
  const expirationTime = optional('Expiration Time')
  if (expirationTime !== undefined) {
    if (!isDateTime(expirationTime)) throw new SiweParseError('expiration time is not an RFC 3339 date-time')
    fields.expirationTime = expirationTime
  }
  const notBefore = optional('Not Before')
  if (notBefore !== undefined) {
    if (!isDateTime(notBefore)) throw new SiweParseError('not-before is not an RFC 3339 date-time')
    fields.notBefore = notBefore
  }
  const requestId = optional('Request ID')
  if (requestId !== undefined) {
    if (!REQUEST_ID.test(requestId)) throw new SiweParseError('request id has characters outside pchar')
    fields.requestId = requestId
  }
  if (lines[index] === 'Resources:') {
    index++
    const resources: string[] = []
    while (index < lines.length) {
      const line = next() ?? ''
      if (!line.startsWith('- ') || !isUri(line.slice(2))) throw new SiweParseError('a resource is not "- " followed by an RFC 3986 URI')
      resources.push(line.slice(2))
    }
    fields.resources = resources
  }
  if (index !== lines.length) throw new SiweParseError(`unexpected content on line ${index + 1}`)
  return fields
}
