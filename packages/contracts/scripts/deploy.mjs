#!/usr/bin/env node
// Deploys the Stardust contracts to any chain from a JSON plan by CREATE2 (the same addresses on every chain for the
// same plan and deployer), skipping what the chain already has, and writes the chain's entry into the deployments
// record (default deployments/deployments.json, which the site reads as STARDUST_DEPLOYMENTS_FILE). See README
// "Deploy to a public chain".
//   STARDUST_DEPLOY_RPC_URL=https://… STARDUST_DEPLOYER_KEY_FILE=<file holding the key> node scripts/deploy.mjs plan.json [--dry-run] [--record file]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployFromPlan } from '../dist/deploy.js'

const fail = (message) => {
  console.error(`deploy: ${message}`)
  process.exit(1)
}
const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const recordAt = args.indexOf('--record')
const recordFile = recordAt >= 0 ? args[recordAt + 1] : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'deployments', 'deployments.json')
const planFile = args.find((arg, i) => !arg.startsWith('--') && i !== recordAt + 1)
if (!planFile || !recordFile) fail('usage: node scripts/deploy.mjs <plan.json> [--dry-run] [--record <deployments.json>]')
const rpcUrl = process.env.STARDUST_DEPLOY_RPC_URL
// The key from a file, read once (a key typed on a command line stays in the shell's history), or from the variable.
const keyFile = process.env.STARDUST_DEPLOYER_KEY_FILE
let key = process.env.STARDUST_DEPLOYER_KEY
if (keyFile) {
  try {
    key = readFileSync(keyFile, 'utf8').trim()
  } catch {
    fail(`STARDUST_DEPLOYER_KEY_FILE: ${keyFile} cannot be read`)
  }
}
if (!rpcUrl) fail('STARDUST_DEPLOY_RPC_URL is not set')
if (!key || !/^0x[0-9a-fA-F]{64}$/.test(key))
  fail(`${keyFile ? `STARDUST_DEPLOYER_KEY_FILE: ${keyFile} must hold` : 'STARDUST_DEPLOYER_KEY must be'} a 0x-prefixed 32-byte private key`)

try {
  const { entry } = await deployFromPlan({ planFile, rpcUrl, deployerKey: key, dryRun, recordFile, log: (line) => console.error(line) })
  console.log(JSON.stringify({ [entry.chainId]: entry }))
  process.exit(0) // a dry run's forked chain keeps handles open
} catch (error) {
  fail(error.message)
}
