// Recompiles contracts/TestWalletBatchExecutor.sol into src/batchExecutor.ts (run after editing the contract).
// solc-js comes from the workspace (@stardust/contracts compiles with it); the package itself needs no compiler.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const solc = createRequire(path.join(root, '../contracts/package.json'))('solc')
const source = readFileSync(path.join(root, 'contracts/TestWalletBatchExecutor.sol'), 'utf8')
const input = {
  language: 'Solidity',
  sources: { 'TestWalletBatchExecutor.sol': { content: source } },
  settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } } },
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const contract = output.contracts['TestWalletBatchExecutor.sol'].TestWalletBatchExecutor
const abi = contract.abi.filter((item) => item.type === 'function' && item.name === 'execute')
const file = path.join(root, 'src/batchExecutor.ts')
const current = readFileSync(file, 'utf8')
const code = `0x${contract.evm.deployedBytecode.object}`
writeFileSync(
  file,
  current
    .replace(/export const batchExecutorAbi = .* as const/, `export const batchExecutorAbi = ${JSON.stringify(abi)} as const`)
    .replace(/'0x[0-9a-f]+' as const/, `'${code}' as const`),
)
console.log(`src/batchExecutor.ts: ${(code.length - 2) / 2} bytes of runtime code`)
