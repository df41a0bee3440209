// Hardhat 2 is used only as a chain (in-process for tests, `hardhat node` for development); solc-js
// compiles (scripts/compile.mjs), so there is no solidity section. .cjs because the package is ESM.
module.exports = {
  networks: {
    hardhat: {
      chainId: Number(process.env.STARDUST_CHAIN_ID || 31337),
      // Contracts compiled with viaIR are deployed whole; keep the default gas limit and fork.
      allowUnlimitedContractSize: false,
    },
  },
}
