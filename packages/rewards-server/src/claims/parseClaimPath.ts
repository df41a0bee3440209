import { getAddress, isAddress, type Address } from 'viem'
import { ClaimsError } from './errors.js'

const CLAIM_PATH = /(?:^|\/)claims\/([^/]+)\/([^/]+)\/?$/
const CHAIN_ID = /^[1-9][0-9]{0,15}$/

/** `…/claims/{chainId}/{address}` from a URL path; undefined for another path, ClaimsError invalid_request for bad values. */
export function parseClaimPath(pathname: string): { chainId: number; account: Address } | undefined {
  const match = CLAIM_PATH.exec(pathname)
  if (!match) return undefined
  const rawChainId = decodeURIComponent(match[1]!)
  const rawAddress = decodeURIComponent(match[2]!)
  const chainId = Number(rawChainId)
  if (!CHAIN_ID.test(rawChainId) || !Number.isSafeInteger(chainId)) throw new ClaimsError('invalid_request')
  // Any letter case: a lookup is not the place to insist on a checksum, and proofs are the same.
  if (!isAddress(rawAddress, { strict: false })) throw new ClaimsError('invalid_request')
  return { chainId, account: getAddress(rawAddress) }
}
