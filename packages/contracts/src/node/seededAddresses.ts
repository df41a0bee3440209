import { getContractAddress, type Address } from 'viem'
import { devAccounts } from './devAccounts.js'

/**
 * Where seedLocalChain puts the contracts on a fresh local chain, whatever its chain id: plain CREATE from
 * development account 0, whose nonces run token (0), staking (1), its reward mint, approve and funding (2-4),
 * sale (5), its inventory mint (6), claim (7). Builds for development and tests allowlist these addresses
 * before any chain runs (the site's wallet-request guard); seedLocalChain's test holds them to the real seed.
 */
export function seededLocalAddresses(): { token: Address; staking: Address; sale: Address; claim: Address } {
  const from = devAccounts(1)[0]!.address
  const at = (nonce: bigint) => getContractAddress({ from, nonce })
  return { token: at(0n), staking: at(1n), sale: at(5n), claim: at(7n) }
}
