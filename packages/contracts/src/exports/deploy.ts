// The deploy from a plan, for scripts/deploy.mjs only: its dry run loads hardhat in-process (forkChain), so it
// stays out of `@stardust/contracts/node`, which the site's server imports and its bundler would follow.
export { type DeployFromPlanParameters, type DeployFromPlanReturnType, deployFromPlan } from '../node/deployFromPlan.js'
export { KeyFileError, type KeyFileErrorCode, readKeyFile } from '../node/keyFile.js'
