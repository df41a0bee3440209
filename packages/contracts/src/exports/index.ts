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
  starTimelockAbi,
  starTimelockBytecode,
  starTimelockErrorNames,
} from '../generated/index.js'
export {
  DETERMINISTIC_DEPLOYER,
  create2Address,
} from '../deploy/deterministicDeployer.js'
export {
  type Airdrop,
  type AirdropEntry,
  type AirdropJSON,
  type AirdropListErrorCode,
  type AirdropProof,
  AIRDROP_LEAF_ENCODING,
  AirdropListError,
  airdropFromJSON,
  buildAirdrop,
  parseAirdropList,
} from '../airdrop.js'
export { type PreparedAirdrop, type PreparedSource, type ReadAt, bytesSource, readPreparedAirdrop } from '../prepared/reader.js'
export { checkAirdropList, prepareAirdropList } from '../prepared/prepareList.js'
export {
  type ProofShard,
  type ProofShardsManifest,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  SHARD_FORMAT,
  SHARD_MAX_ACCOUNTS,
  shardOf,
} from '../prepared/shardFormat.js'
export { type AirdropProofCheck, parseProofShardsManifest, proofFromShard, verifyAirdropProof } from '../prepared/shardReader.js'
export { type ProofShardFilesOptions, type ShardFile, checkPreparedTree, proofShardFiles } from '../prepared/shardWriter.js'
export { type ContractKey, type Deployment, type Deployments, CONTRACT_KEYS, getDeployment, parseDeployments } from '../deployments.js'
export {
  type DeployStardustClients,
  type DeployStardustParameters,
  type DeployStardustReturnType,
  type PreparedAirdropSummary,
  deployStardust,
} from '../deployStardust.js'
export {
  type DeployErrorCode,
  type DeploymentsConfigErrorCode,
  type LocalChainErrorCode,
  type PreparedAirdropErrorCode,
  type ProofShardErrorCode,
  ContractsError,
  DeployError,
  DeploymentsConfigError,
  LocalChainError,
  PreparedAirdropError,
  ProofShardError,
} from '../errors.js'
