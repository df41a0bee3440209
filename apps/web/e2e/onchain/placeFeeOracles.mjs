// Layer-2 fee oracles on the e2e chains: tiny stand-ins (feeOracles/*.sol, compiled here with the contracts
// package's solc-js) placed with hardhat_setCode where Arbitrum's NodeInterface and Mantle's GasPriceOracle
// live, answering fixed components (e2e/onchain/feeOracles.ts holds them for the specs). The e2e server
// places them when it seeds the chains, so every spec sees the same chains from the first test on and no
// spec writes chain-wide state for them.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http } from 'viem'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Where each stand-in lives: the address the real chain has it at. */
const FEE_ORACLE_PLACES = {
  ArbitrumNodeInterfaceStandIn: { chainId: 42161, address: '0x00000000000000000000000000000000000000C8' },
  MantleGasPriceOracleStandIn: { chainId: 5000, address: '0x420000000000000000000000000000000000000F' },
}

/** Runtime code of both stand-ins, compiled with the solc-js the contracts are built with. */
function runtimeCode() {
  const contractsDir = path.dirname(createRequire(import.meta.url).resolve('@stardust/contracts/package.json'))
  const solc = createRequire(path.join(contractsDir, 'package.json'))('solc')
  const names = Object.keys(FEE_ORACLE_PLACES)
  const sources = Object.fromEntries(names.map((name) => [`${name}.sol`, { content: readFileSync(path.join(here, 'feeOracles', `${name}.sol`), 'utf8') }]))
  const input = { language: 'Solidity', sources, settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } } }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  return Object.fromEntries(names.map((name) => [name, `0x${output.contracts[`${name}.sol`][name].evm.deployedBytecode.object}`]))
}

/** Places both stand-ins; `rpcUrls` maps each chain id to its node. */
export async function placeFeeOracles(rpcUrls) {
  const code = runtimeCode()
  await Promise.all(
    Object.entries(FEE_ORACLE_PLACES).map(async ([name, { chainId, address }]) => {
      const client = createPublicClient({ transport: http(rpcUrls[chainId]) })
      await client.request({ method: 'hardhat_setCode', params: [address, code[name]] })
      if ((await client.getCode({ address }))?.toLowerCase() !== code[name].toLowerCase()) throw new Error(`${name} is not at ${address}`)
    }),
  )
}
