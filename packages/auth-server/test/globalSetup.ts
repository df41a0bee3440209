// Starts a local EVM chain (hardhat node, offline, 127.0.0.1, random port) and compiles the
// test wallet contracts once for every test file.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { freePort } from '@stardust/vitest-config/ports'
import { spawnUntil, stopProcess } from './helpers/spawnUntil.js'

export type Artifact = { abi: unknown[]; bytecode: `0x${string}` }

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string
    contracts: { MinimalWallet: Artifact; WalletFactory: Artifact }
  }
}

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

function compile(): { MinimalWallet: Artifact; WalletFactory: Artifact } {
  const require = createRequire(import.meta.url)
  const solc = require('solc') as { compile: (input: string) => string }
  const source = readFileSync(new URL('./fixtures/contracts/MinimalWallet.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'MinimalWallet.sol': { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const artifact = (name: string): Artifact => {
    const contract = output.contracts['MinimalWallet.sol']?.[name]
    if (!contract) throw new Error(`solc produced no ${name}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return { MinimalWallet: artifact('MinimalWallet'), WalletFactory: artifact('WalletFactory') }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort()
  const require = createRequire(import.meta.url)
  const cli = require.resolve('hardhat/internal/cli/cli')
  const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
  const node = await spawnUntil(
    process.execPath,
    [cli, '--config', 'hardhat.config.cjs', 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    /Started HTTP and WebSocket JSON-RPC server/,
    { cwd: fixtures, env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' }, timeoutMs: 60_000 },
  )
  project.provide('rpcUrl', `http://127.0.0.1:${port}`)
  project.provide('contracts', compile())
  return async () => {
    await stopProcess(node)
  }
}
