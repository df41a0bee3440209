// Claims: airdrop eligibility and Merkle proofs (GET claims/{chainId}/{address}).
export {
  type ClaimResponse,
  type ClaimsHandler,
  type ClaimsServer,
  type CreateClaimsServerParameters,
  createClaimsServer,
} from '../claims/createClaimsServer.js'
export { type ClaimAirdrop, type LoadClaimAirdropsParameters, loadClaimAirdrops, readAirdropList } from '../claims/loadClaimAirdrops.js'
export { type ClaimsConfigErrorCode, type ClaimsErrorCode, ClaimsConfigError, ClaimsError } from '../claims/errors.js'
