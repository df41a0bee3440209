// Development and tests only: starts a hardhat node (an optional peer dependency) and seeds it.
export { LOCAL_SEED, type SeedLocalChainParameters, type SeedLocalChainReturnType, seedLocalChain } from '../node/seedLocalChain.js'
export { type LocalChain, type StartLocalChainParameters, startLocalChain } from '../node/startLocalChain.js'
export { seededLocalAddresses } from '../node/seededAddresses.js'
