#!/usr/bin/env node
// stardust-prepare-airdrop: turns an airdrop list (CSV or JSON, every rule checked) into the prepared airdrop
// the site serves, once; with --shards, also every proof as static files for a CDN or IPFS (from the list, or
// from a preparation made before). See README "Airdrops at scale" and "Published proofs".
//   stardust-prepare-airdrop airdrop.csv --chain-id 5000 [--out airdrop-5000.airdrop] [--shards published/]
//   stardust-prepare-airdrop airdrop-5000.airdrop --shards published/
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isPreparedAirdropFile, prepareAirdropFile, writeProofShards } from '../dist/node.js'

const fail = (message) => {
  console.error(`stardust-prepare-airdrop: ${message}`)
  process.exit(1)
}
let parsed
try {
  parsed = parseArgs({ allowPositionals: true, options: { 'chain-id': { type: 'string' }, out: { type: 'string' }, shards: { type: 'string' } } })
} catch (error) {
  fail(error.message)
}
const { positionals, values } = parsed
const usage = 'usage: stardust-prepare-airdrop <list.csv|list.json> --chain-id <id> [--out <file>] [--shards <dir>]\n   or: stardust-prepare-airdrop <prepared.airdrop> --shards <dir>'
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
/** Writes the published shards and prints where and how large; `check` folds the tree again first. */
function shards(prepared, check) {
  let written
  try {
    written = writeProofShards({ prepared, dir: values.shards, check })
  } catch (error) {
    fail(error.message)
  }
  console.log(`published ${written.folder}
  shards      ${written.shards.toLocaleString('en-US')} (prefixes up to ${written.longestPrefix} hex characters), ${mb(written.bytes.shards)}, the largest ${written.largest.accounts} accounts in ${(written.largest.bytes / 1024).toFixed(1)} KB
  list        ${mb(written.bytes.list)}, manifest ${(written.bytes.manifest / 1024).toFixed(1)} KB
  time        ${seconds(written.ms.check + written.ms.write)} (tree checked ${seconds(written.ms.check)}, files ${seconds(written.ms.write)})`)
}
if (positionals.length === 1 && !values['chain-id'] && values.shards && existsSync(positionals[0]) && isPreparedAirdropFile(positionals[0])) {
  shards(positionals[0], true)
  process.exit(0)
}
if (positionals.length !== 1 || !values['chain-id']) fail(usage)
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
console.log(`prepared ${out}
  recipients  ${figures.count.toLocaleString('en-US')} on chain ${chainId}
  root        ${figures.root}
  total       ${figures.total} wei
  file        ${(figures.bytes / 1024 / 1024).toFixed(1)} MB
  time        ${seconds(figures.ms.check + figures.ms.build + figures.ms.write)} (read and check ${seconds(figures.ms.check)}, tree ${seconds(figures.ms.build)}, write ${seconds(figures.ms.write)})
  peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`)
// Just written by this process from the checked list: the tree is not folded a second time.
if (values.shards) shards(out, false)
