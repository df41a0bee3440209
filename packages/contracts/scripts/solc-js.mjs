#!/usr/bin/env node
// A `solc` executable for forge (foundry.toml: solc = "scripts/solc-js.mjs"): forge cannot download a
// native compiler here, so this answers its two questions with solc-js 0.8.28, the compiler of the build.
//   --version        -> "Version: 0.8.28+commit…" (forge parses the line)
//   --standard-json  -> reads solc's JSON input on stdin, writes solc's JSON output on stdout.
// forge sends every source's content; imports it did not send are read from the working folder and the
// --base-path / --include-path folders it passes (remapped imports arrive as absolute paths).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const solc = require('solc')
const args = process.argv.slice(2)

if (args.includes('--version')) {
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${solc.version()}\n`)
  process.exit(0)
}
if (!args.includes('--standard-json')) {
  process.stderr.write('solc-js stand-in: only --version and --standard-json are supported\n')
  process.exit(2)
}

const roots = [process.cwd()]
args.forEach((arg, i) => {
  if (arg === '--base-path' || arg === '--include-path') roots.push(path.resolve(args[i + 1]))
})

function findImports(importPath) {
  for (const root of importPath.startsWith('/') ? [''] : roots) {
    try {
      return { contents: readFileSync(path.join(root, importPath), 'utf8') }
    } catch {
      // try the next folder
    }
  }
  return { error: `File not found: ${importPath}` }
}

const input = readFileSync(0, 'utf8')
process.stdout.write(solc.compile(input, { import: findImports }))
