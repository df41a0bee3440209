// The creation code the invariant suites deploy (deployShipped in test/invariant/Base.sol): the build's own, from
// the committed modules of scripts/compile.mjs (src/generated/<Name>.ts), written as forge-shaped artefacts to
// .forge/shipped/<Name>.sol/<Name>.json. The suites thereby fuzz the bytecode that ships, byte for byte, while forge
// compiles only the harness, with fast settings (foundry.toml).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The product contracts the suites fuzz (StarTimelock is OpenZeppelin's TimelockController, unchanged). */
export const FUZZED_CONTRACTS = ['StarToken', 'StarClaim', 'StarSale', 'StarStaking']

export function writeShippedCode(root) {
  for (const name of FUZZED_CONTRACTS) {
    const module = readFileSync(path.join(root, 'src', 'generated', `${name}.ts`), 'utf8')
    const bytecode = /^export const \w+Bytecode = '(0x[0-9a-f]+)' as const$/m.exec(module)?.[1]
    if (!bytecode) throw new Error(`src/generated/${name}.ts holds no creation code: run the build (scripts/compile.mjs)`)
    const dir = path.join(root, '.forge', 'shipped', `${name}.sol`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ bytecode: { object: bytecode } }))
  }
}
