export { DEV_MNEMONIC, devAccounts } from '../node/devAccounts.js'
export { DEPLOYMENTS_ENV, type LoadDeploymentsParameters, type LoadedDeployments, loadDeployments } from '../node/loadDeployments.js'
export {
  type PrepareAirdropFileReturnType,
  type PreparedAirdropFile,
  isPreparedAirdropFile,
  openPreparedAirdrop,
  prepareAirdropFile,
} from '../node/preparedAirdropFile.js'
export { type WriteProofShardsParameters, type WriteProofShardsReturnType, writeProofShards } from '../node/writeProofShards.js'
export { type DeploymentRecord, type RecordEntry, type RecordedContract, readRecordFile } from '../deploy/record.js'
export { type DeployPlan, parsePlan } from '../deploy/plan.js'
