// Compiles contracts/*.sol (and the test-only contracts in test/contracts) with solc-js, offline,
// and writes typed modules: src/generated/<Name>.ts (abi `as const`, bytecode, error names) for the
// product contracts and test/generated/<Name>.ts for the test-only ones; bench/contracts become
// bench/generated/<Name>.json. Nothing is downloaded.
//
// The generated files are committed, with src/generated/fingerprint.json: a hash of what they are made
// from (every source, the compiler's and OpenZeppelin's versions, the settings, this script) and of
// the files themselves. `build` compiles only when that fingerprint no longer matches (34 s of solc-js
// saved on every fresh clone); `--force` compiles anyway; `--check` only says whether they match
// (src/generated.test.ts fails when they do not, or when they differ from the committed ones).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)

// Product contracts are what the package ships; test contracts (attackers, wallets) only the tests use.
// The bench's baseline contracts are written as JSON artifacts only (the bench is plain Node).
const groups = [
  { dir: 'contracts', out: 'src/generated' },
  { dir: 'test/contracts', out: 'test/generated' },
  { dir: 'bench/contracts', out: 'bench/generated', json: true },
]

const sources = {}
for (const { dir } of groups) {
  const abs = path.join(root, dir)
  if (!existsSync(abs)) continue
  for (const file of readdirSync(abs).filter((f) => f.endsWith('.sol')))
    sources[`${dir}/${file}`] = { content: readFileSync(path.join(abs, file), 'utf8') }
}

// viaIR + a high run count: smaller runtime code and cheaper user calls (claim, stake, buy). The same settings
// feed foundry.toml (the fuzzed bytecode), the deployments record and source verification.
const buildSettings = JSON.parse(readFileSync(path.join(root, 'scripts', 'build-settings.json'), 'utf8'))
// The package's version, not solc.version(): loading solc-js itself costs seconds, and is skipped when nothing changed.
const solcVersion = require('solc/package.json').version
if (solcVersion !== buildSettings.solc) throw new Error(`solc ${solcVersion} is not the build's ${buildSettings.solc}`)
const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: buildSettings.optimizer,
    viaIR: buildSettings.viaIR,
    evmVersion: buildSettings.evmVersion,
    // The AST names each immutable (immutableReferences key them by AST id); the metadata is what Sourcify and the
    // explorers' standard JSON input start from. Asking solc for more output does not change the bytecode.
    outputSelection: { '*': { '': ['ast'], '*': ['abi', 'metadata', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'] } },
  },
}

function findImports(importPath) {
  try {
    const file = importPath.startsWith('@') ? require.resolve(importPath, { paths: [root] }) : path.join(root, importPath)
    return { contents: readFileSync(file, 'utf8') }
  } catch {
    return { error: `File not found: ${importPath}` }
  }
}

const FINGERPRINT = path.join(root, 'src/generated/fingerprint.json')

/** Every generated file (the fingerprint itself left out), relative to the package, sorted. */
function generatedFiles() {
  return groups
    .flatMap(({ out }) => (existsSync(path.join(root, out)) ? readdirSync(path.join(root, out)).map((name) => `${out}/${name}`) : []))
    .filter((file) => file !== 'src/generated/fingerprint.json')
    .sort()
}

/** What the generated files are made of, and what they hold, as two hashes. */
function fingerprint() {
  const inputs = createHash('sha256')
  inputs.update(`solc ${require('solc/package.json').version}\n`)
  inputs.update(`@openzeppelin/contracts ${require('@openzeppelin/contracts/package.json').version}\n`)
  inputs.update(JSON.stringify(input.settings))
  inputs.update(readFileSync(fileURLToPath(import.meta.url)))
  for (const file of Object.keys(sources).sort()) inputs.update(`\n${file}\n`).update(sources[file].content)
  const outputs = createHash('sha256')
  for (const file of generatedFiles()) outputs.update(`\n${file}\n`).update(readFileSync(path.join(root, file)))
  return { inputs: inputs.digest('hex'), outputs: outputs.digest('hex') }
}

function recorded() {
  try {
    return JSON.parse(readFileSync(FINGERPRINT, 'utf8'))
  } catch {
    return undefined
  }
}

const current = fingerprint()
const stored = recorded()
const upToDate = stored?.inputs === current.inputs && stored?.outputs === current.outputs
if (args.includes('--check')) {
  if (upToDate) {
    console.log('the generated contract modules match their sources and settings')
    process.exit(0)
  }
  console.error(
    stored?.inputs !== current.inputs
      ? 'the generated contract modules are stale: a source, the compiler, OpenZeppelin, a setting or compile.mjs changed since they were made. Run `node scripts/compile.mjs` in packages/contracts and commit src/generated, test/generated and bench/generated.'
      : 'the generated contract modules were edited by hand: run `node scripts/compile.mjs --force` in packages/contracts and commit the result.',
  )
  process.exit(1)
}
if (upToDate && !args.includes('--force')) {
  console.log('contracts: generated modules match their sources and settings, not recompiled (--force to compile)')
  process.exit(0)
}

const solc = require('solc')
const started = Date.now()
const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
const problems = output.errors ?? []
// Warnings about OpenZeppelin's own code (e.g. its deliberate transient-storage use) are not ours to fix.
for (const problem of problems)
  if (problem.severity !== 'error' && !problem.sourceLocation?.file?.startsWith('@openzeppelin/')) console.warn(problem.formattedMessage)
const errors = problems.filter((p) => p.severity === 'error')
if (errors.length > 0) {
  for (const error of errors) console.error(error.formattedMessage)
  process.exit(1)
}

const lowerFirst = (name) => name[0].toLowerCase() + name.slice(1)

/** Every immutable state variable of the compile, by AST id: the keys of immutableReferences. */
function immutableNames(sources) {
  const names = {}
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (typeof node !== 'object' || node === null) return
    if (node.nodeType === 'VariableDeclaration' && node.mutability === 'immutable') names[node.id] = node.name
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value)
  }
  for (const source of Object.values(sources)) walk(source.ast)
  return names
}
const immutablesById = immutableNames(output.sources)
const metadata = {}
// The product contracts' runtime code and immutable positions: what source verification and the fuzzing check
// compare deployed or forge-built code against.
const runtime = {}
for (const { dir, out, json } of groups) {
  const outDir = path.join(root, out)
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const names = []
  for (const [file, contracts] of Object.entries(output.contracts)) {
    if (!file.startsWith(`${dir}/`) || file.slice(dir.length + 1).includes('/')) continue
    for (const [name, contract] of Object.entries(contracts)) {
      if (contract.evm.bytecode.object === '') continue // interfaces and abstract contracts
      names.push(name)
      if (dir === 'contracts')
      {
        const references = contract.evm.deployedBytecode.immutableReferences
        runtime[name] = {
          source: file,
          bytecode: `0x${contract.evm.deployedBytecode.object}`,
          immutableReferences: references,
          immutables: Object.fromEntries(Object.keys(references).map((id) => [id, immutablesById[id]])),
        }
        metadata[name] = contract.metadata
      }
      const errorNames = contract.abi.filter((item) => item.type === 'error').map((item) => item.name).sort()
      const id = lowerFirst(name)
      if (json) {
        writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify({ contractName: name, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }))
        continue
      }
      writeFileSync(
        path.join(outDir, `${name}.ts`),
        `// Generated by scripts/compile.mjs from ${file} (solc ${solc.version()}). Do not edit.\n` +
          `export const ${id}Abi = ${JSON.stringify(contract.abi, null, 2)} as const\n\n` +
          `export const ${id}Bytecode = '0x${contract.evm.bytecode.object}' as const\n\n` +
          `export const ${id}ErrorNames = ${JSON.stringify(errorNames)} as const\n`,
      )
    }
  }
  names.sort()
  if (dir === 'contracts') {
    writeFileSync(path.join(outDir, 'runtime.json'), JSON.stringify({ solc: solc.version(), settings: buildSettings, contracts: runtime }))
    // solc's metadata of each product contract, byte for byte: the hash at the end of the runtime code is its IPFS
    // hash, and its sources' keccak256 pin the files of the standard JSON input a deploy writes for explorers.
    writeFileSync(path.join(outDir, 'metadata.json'), `${JSON.stringify(metadata, null, 2)}\n`)
    writeFileSync(
      path.join(outDir, 'compiler.ts'),
      `// Generated by scripts/compile.mjs. Do not edit.\n/** The compiler and settings every product contract was built with (scripts/build-settings.json). */\n` +
        `export const compilerSettings = ${JSON.stringify({ solc: solc.version(), optimizer: buildSettings.optimizer, viaIR: buildSettings.viaIR, evmVersion: buildSettings.evmVersion })} as const\n`,
    )
  }
  if (json) continue
  writeFileSync(
    path.join(outDir, 'index.ts'),
    `// Generated by scripts/compile.mjs. Do not edit.\n` + names.map((n) => `export * from './${n}.js'\n`).join(''),
  )
}
writeFileSync(FINGERPRINT, `${JSON.stringify({ ...fingerprint(), solc: solc.version() }, null, 2)}\n`)
console.log(`compiled ${Object.keys(sources).length} contracts with solc ${solc.version()} in ${Date.now() - started} ms`)
