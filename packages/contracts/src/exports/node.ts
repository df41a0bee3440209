export { DEV_MNEMONIC, devAccounts } from '../node/devAccounts.js'
export { DEPLOYMENTS_ENV, type LoadDeploymentsParameters, type LoadedDeployments, loadDeployments } from '../node/loadDeployments.js'
export { LOCAL_SEED, type SeedLocalChainParameters, type SeedLocalChainReturnType, seedLocalChain } from '../node/seedLocalChain.js'
export { type LocalChain, type StartLocalChainParameters, startLocalChain } from '../node/startLocalChain.js'
