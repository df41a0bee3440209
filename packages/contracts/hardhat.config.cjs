// Hardhat 2 is used only as a chain (in-process for tests, `hardhat node` through startLocalChain for
// development); solc-js compiles (scripts/compile.mjs), so there is no solidity section here.
// .cjs because the package is ESM.
const interval = Number(process.env.HH_INTERVAL_MS || 0)

module.exports = {
  networks: {
    hardhat: {
      chainId: Number(process.env.STARDUST_CHAIN_ID || 31337),
      mining: interval > 0 ? { auto: false, interval } : { auto: true },
    },
  },
}
