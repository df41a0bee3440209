// Layer-2 fee oracles on the e2e chains: tiny stand-ins (feeOracles/*.sol, compiled here with the contracts
// package's solc-js) placed with hardhat_setCode where Arbitrum's NodeInterface and Mantle's GasPriceOracle
// live, answering fixed components. Placing them is idempotent (same code every time), so specs running at
// once agree on what the chains answer.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseGwei, type Hex } from 'viem'
import { chainClient } from './chainFixtures'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The stand-ins' fixed answers (keep in step with the .sol files). */
export const ARBITRUM_STAND_IN = { gasEstimate: 250_000n, gasEstimateForL1: 50_000n, baseFee: parseGwei('1') } as const
export const MANTLE_STAND_IN = { l1FeeInEth: parseGwei('100'), tokenRatio: 4_000n, operatorScalar: 1n, operatorConstant: parseGwei('20000') } as const

const PLACES = {
  ArbitrumNodeInterfaceStandIn: { chainId: 42161, address: '0x00000000000000000000000000000000000000C8' },
  MantleGasPriceOracleStandIn: { chainId: 5000, address: '0x420000000000000000000000000000000000000F' },
} as const

let compiled: Record<keyof typeof PLACES, Hex> | undefined

/** Runtime code of both stand-ins, compiled once per process with the solc-js the contracts are built with. */
function runtimeCode(): Record<keyof typeof PLACES, Hex> {
  if (compiled) return compiled
  const contractsDir = path.dirname(createRequire(import.meta.url).resolve('@stardust/contracts/package.json'))
  const solc = createRequire(path.join(contractsDir, 'package.json'))('solc') as { compile(input: string): string }
  const sources = Object.fromEntries(
    Object.keys(PLACES).map((name) => [`${name}.sol`, { content: readFileSync(path.join(here, 'feeOracles', `${name}.sol`), 'utf8') }]),
  )
  const input = { language: 'Solidity', sources, settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } } }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  compiled = Object.fromEntries(
    Object.keys(PLACES).map((name) => [name, `0x${output.contracts[`${name}.sol`]![name]!.evm.deployedBytecode.object}`]),
  ) as Record<keyof typeof PLACES, Hex>
  return compiled
}

/** Places both stand-ins on the e2e chains (a no-op when they are already there). */
export async function placeFeeOracles(): Promise<void> {
  const code = runtimeCode()
  await Promise.all(
    (Object.keys(PLACES) as (keyof typeof PLACES)[]).map(async (name) => {
      const { chainId, address } = PLACES[name]
      const client = chainClient(chainId)
      if ((await client.getCode({ address }))?.toLowerCase() === code[name].toLowerCase()) return
      await client.setCode({ address, bytecode: code[name] })
    }),
  )
}
