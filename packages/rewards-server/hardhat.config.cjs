// Hardhat 2 is used only as the in-process chain of the staking-sync tests (test/helpers/chain.ts).
// .cjs because the package is ESM.
module.exports = { networks: { hardhat: { chainId: 31337 } } }
