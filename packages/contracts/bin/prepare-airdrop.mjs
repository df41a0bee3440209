#!/usr/bin/env node
// stardust-prepare-airdrop: turns an airdrop list (CSV or JSON, every rule checked) into the prepared airdrop
// the site serves, once. See README "Airdrops at scale".
//   stardust-prepare-airdrop airdrop.csv --chain-id 5000 [--out airdrop-5000.airdrop]
import path from 'node:path'
import { parseArgs } from 'node:util'
import { prepareAirdropFile } from '../dist/node.js'

const fail = (message) => {
  console.error(`stardust-prepare-airdrop: ${message}`)
  process.exit(1)
}
let parsed
try {
  parsed = parseArgs({ allowPositionals: true, options: { 'chain-id': { type: 'string' }, out: { type: 'string' } } })
} catch (error) {
  fail(error.message)
}
const { positionals, values } = parsed
if (positionals.length !== 1 || !values['chain-id']) fail('usage: stardust-prepare-airdrop <list.csv|list.json> --chain-id <id> [--out <file>]')
const chainId = Number(values['chain-id'])
if (!/^[1-9]\d*$/.test(values['chain-id']) || !Number.isSafeInteger(chainId)) fail(`--chain-id must be a positive whole number, got ${values['chain-id']}`)
const list = positionals[0]
const out = values.out ?? path.join(path.dirname(list), `airdrop-${chainId}.airdrop`)

let figures
try {
  figures = prepareAirdropFile({ list, chainId, out })
} catch (error) {
  fail(error.message)
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log(`prepared ${out}
  recipients  ${figures.count.toLocaleString('en-US')} on chain ${chainId}
  root        ${figures.root}
  total       ${figures.total} wei
  file        ${(figures.bytes / 1024 / 1024).toFixed(1)} MB
  time        ${seconds(figures.ms.check + figures.ms.build + figures.ms.write)} (read and check ${seconds(figures.ms.check)}, tree ${seconds(figures.ms.build)}, write ${seconds(figures.ms.write)})
  peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`)
