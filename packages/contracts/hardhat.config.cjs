// Hardhat 2 is used only as a chain (in-process for tests, `hardhat node` through startLocalChain for
// development); solc-js compiles (scripts/compile.mjs), so there is no solidity section here.
// .cjs because the package is ESM.
const interval = Number(process.env.HH_INTERVAL_MS || 0)

module.exports = {
  networks: {
    hardhat: {
      chainId: Number(process.env.STARDUST_CHAIN_ID || 31337),
      mining: interval > 0 ? { auto: false, interval } : { auto: true },
      // `hardhat node` logs every request (decoded calls, gas, traces) unless this is false; startLocalChain
      // drains and drops that output, so it was a quarter of the node's CPU spent on nothing.
      loggingEnabled: false,
    },
  },
}
