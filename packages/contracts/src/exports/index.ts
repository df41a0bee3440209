export {
  starClaimAbi,
  starClaimBytecode,
  starClaimErrorNames,
  starSaleAbi,
  starSaleBytecode,
  starSaleErrorNames,
  starStakingAbi,
  starStakingBytecode,
  starStakingErrorNames,
  starTokenAbi,
  starTokenBytecode,
  starTokenErrorNames,
} from '../generated/index.js'
export { type Airdrop, type AirdropEntry, AirdropListError, buildAirdrop, parseAirdropList } from '../airdrop.js'
export { type ContractKey, type Deployment, type Deployments, CONTRACT_KEYS, getDeployment, parseDeployments } from '../deployments.js'
export {
  type DeployStardustClients,
  type DeployStardustParameters,
  type DeployStardustReturnType,
  deployStardust,
} from '../deployStardust.js'
export {
  type DeployErrorCode,
  type DeploymentsConfigErrorCode,
  type LocalChainErrorCode,
  ContractsError,
  DeployError,
  DeploymentsConfigError,
  LocalChainError,
} from '../errors.js'
