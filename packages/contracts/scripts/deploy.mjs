#!/usr/bin/env node
// Deploys the Stardust contracts to any chain from a JSON plan, then prints the deployments entry for
// STARDUST_DEPLOYMENTS; the airdrop list is prepared once (airdrop-<chainId>.airdrop beside the plan, what the
// site serves) and its root deployed. See README "Deploy to a public chain".
//   STARDUST_DEPLOY_RPC_URL=https://… STARDUST_DEPLOYER_KEY=0x… node scripts/deploy.mjs plan.json
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createPublicClient, createWalletClient, defineChain, http, isAddress, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployStardust } from '../dist/index.js'
import { prepareAirdropFile } from '../dist/node.js'

const fail = (message) => {
  console.error(`deploy: ${message}`)
  process.exit(1)
}
const [planFile] = process.argv.slice(2)
if (!planFile) fail('usage: node scripts/deploy.mjs <plan.json>')
const rpcUrl = process.env.STARDUST_DEPLOY_RPC_URL
const key = process.env.STARDUST_DEPLOYER_KEY
if (!rpcUrl) fail('STARDUST_DEPLOY_RPC_URL is not set')
if (!key || !/^0x[0-9a-fA-F]{64}$/.test(key)) fail('STARDUST_DEPLOYER_KEY must be a 0x-prefixed 32-byte private key')

let plan
try {
  plan = JSON.parse(readFileSync(planFile, 'utf8'))
} catch (error) {
  fail(`${planFile}: ${error.message}`)
}
const star = (field, value) => {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,18})?$/.test(value)) fail(`${planFile}: ${field} must be a STAR amount as a string, e.g. "1000.5"`)
  return parseEther(value)
}
const wei = (field, value) => {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,18})?$/.test(value)) fail(`${planFile}: ${field} must be a native amount as a string, e.g. "0.0001"`)
  return parseEther(value)
}
const time = (field, value) => {
  const ms = Date.parse(value)
  if (typeof value !== 'string' || Number.isNaN(ms)) fail(`${planFile}: ${field} must be an ISO date, e.g. "2027-01-31T00:00:00Z"`)
  return BigInt(Math.floor(ms / 1000))
}
const address = (field, value) => {
  if (typeof value !== 'string' || !isAddress(value)) fail(`${planFile}: ${field} is not an address`)
  return value
}
const days = (field, value) => {
  if (!Number.isInteger(value) || value <= 0) fail(`${planFile}: ${field} must be a whole number of days`)
  return BigInt(value) * 86_400n
}

const transport = http(rpcUrl, { retryCount: 3 })
const publicClient = createPublicClient({ transport })
const chainId = await publicClient.getChainId().catch((error) => fail(`cannot reach ${rpcUrl}: ${error.shortMessage ?? error.message}`))
if (plan.chainId !== chainId) fail(`${planFile}: chainId ${plan.chainId} but ${rpcUrl} is chain ${chainId} (refusing to deploy to the wrong chain)`)
const chain = defineChain({ id: chainId, name: `chain ${chainId}`, nativeCurrency: { name: 'native', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
const wallet = createWalletClient({ account: privateKeyToAccount(key), chain, transport })

const planDir = path.dirname(path.resolve(planFile))
let prepared
const airdropList = `airdrop-${chainId}.airdrop`
if (plan.airdrop) {
  const listFile = path.resolve(planDir, plan.airdrop.list ?? '')
  try {
    const figures = prepareAirdropFile({ list: listFile, listName: plan.airdrop.list, chainId, out: path.join(planDir, airdropList) })
    prepared = { chainId, root: figures.root, total: figures.total }
    console.error(`deploy: ${plan.airdrop.list}: ${figures.count} recipients prepared, root ${figures.root}, written to ${airdropList}`)
  } catch (error) {
    fail(error.message)
  }
}

const { deployment } = await deployStardust(
  { wallet, public: createPublicClient({ chain, transport }) },
  {
    supplyCap: star('supplyCap', plan.supplyCap),
    staking: plan.staking && { rewardsDuration: days('staking.durationDays', plan.staking.durationDays), reward: star('staking.reward', plan.staking.reward) },
    sale: plan.sale && {
      price: wei('sale.price', plan.sale.price),
      startTime: time('sale.start', plan.sale.start),
      endTime: time('sale.end', plan.sale.end),
      totalCap: star('sale.totalCap', plan.sale.totalCap),
      walletCap: star('sale.walletCap', plan.sale.walletCap),
    },
    airdrop: plan.airdrop && { prepared, deadline: time('airdrop.deadline', plan.airdrop.deadline), treasury: address('airdrop.treasury', plan.airdrop.treasury) },
    owner: plan.owner === undefined ? undefined : address('owner', plan.owner),
  },
).catch((error) => fail(error.message))

console.log(JSON.stringify({ [chainId]: { ...deployment, airdropList: prepared ? airdropList : undefined } }))
