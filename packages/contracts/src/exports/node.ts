export { DEV_MNEMONIC, devAccounts } from '../node/devAccounts.js'
export { DEPLOYMENTS_ENV, type LoadDeploymentsParameters, type LoadedDeployments, loadDeployments } from '../node/loadDeployments.js'
