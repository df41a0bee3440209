#!/usr/bin/env node
// Deploys the Stardust contracts to any chain from a JSON plan by CREATE2 (the same addresses on every chain for the
// same plan and deployer), skipping what the chain already has, and writes the chain's entry into the deployments
// record (default deployments/deployments.json, which the site reads as STARDUST_DEPLOYMENTS_FILE). See README
// "Deploy to a public chain".
//   STARDUST_DEPLOY_RPC_URL=https://… STARDUST_DEPLOYER_KEY_FILE=<file holding the key> node scripts/deploy.mjs plan.json [--dry-run] [--record file]
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployFromPlan, readKeyFile } from '../dist/deploy.js'

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
// The key from a file only its owner can read, read once; never from the command line or a variable: a key typed
// there stays in the shell's history. The variable that once held the key itself is refused in words.
if (process.env.STARDUST_DEPLOYER_KEY)
  fail('STARDUST_DEPLOYER_KEY is not read: a key typed on a command line stays in the shell history. Put the key in a file only you can read and set STARDUST_DEPLOYER_KEY_FILE to it')
const keyFile = process.env.STARDUST_DEPLOYER_KEY_FILE
if (!rpcUrl) fail('STARDUST_DEPLOY_RPC_URL is not set')
if (!keyFile) fail("STARDUST_DEPLOYER_KEY_FILE is not set: it names the file holding the deployer's private key")
let key
try {
  const keys = readKeyFile('STARDUST_DEPLOYER_KEY_FILE', keyFile)
  if (keys.length > 1) fail(`STARDUST_DEPLOYER_KEY_FILE: ${keyFile} holds ${keys.length} keys; the deployer is one`)
  key = keys[0]
} catch (error) {
  fail(error.message)
}

try {
  const { entry } = await deployFromPlan({ planFile, rpcUrl, deployerKey: key, dryRun, recordFile, log: (line) => console.error(line) })
  console.log(JSON.stringify({ [entry.chainId]: entry }))
  process.exit(0) // a dry run's forked chain keeps handles open
} catch (error) {
  fail(error.message)
}
