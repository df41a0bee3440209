// Compares forge's build of the product contracts (.forge/out, foundry.toml) with the package's build
// (src/generated/runtime.json, scripts/compile.mjs): the runtime code must be identical but for the metadata hash,
// whose CBOR block closes the code and whose length is in its last two bytes.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { packageRoot } from './forge.mjs'

export const withoutMetadata = (hex) => {
  const code = hex.startsWith('0x') ? hex.slice(2) : hex
  const length = Number.parseInt(code.slice(-4), 16)
  return code.slice(0, code.length - (length + 2) * 2)
}

export function compareWithBuild(root = packageRoot) {
  const build = JSON.parse(readFileSync(path.join(root, 'src', 'generated', 'runtime.json'), 'utf8'))
  const lines = []
  let failed = 0
  for (const [name, { bytecode }] of Object.entries(build.contracts)) {
    const file = path.join(root, '.forge', 'out', `${name}.sol`, `${name}.json`)
    if (!existsSync(file)) {
      if (name === 'StarTimelock') continue // OpenZeppelin's, unchanged, not fuzzed here
      failed++
      lines.push(`FAILED ${name}: forge did not build it`)
      continue
    }
    const forged = JSON.parse(readFileSync(file, 'utf8')).deployedBytecode.object
    const same = withoutMetadata(forged) === withoutMetadata(bytecode)
    if (!same) failed++
    lines.push(`${same ? 'same runtime code as the build' : 'FAILED: runtime code differs from the build'}: ${name} (${(bytecode.length - 2) / 2} bytes)`)
  }
  return { lines, failed }
}
