// Gas of each user-facing call and of the deployment, measured with real transactions on the
// in-process hardhat chain (gas is deterministic: no timing here). The claim is measured on a
// 10,000-recipient tree beside a straightforward Merkle claim (bench/contracts/BaselineClaim.sol)
// deployed in the same run, with the same root, token and proof length, and their ratio printed.
// Run: pnpm --filter @stardust/contracts bench (after build).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createPublicClient, createTestClient, createWalletClient, custom, keccak256, parseEther, parseSignature, publicActions, toHex, getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { deployStardust, starClaimAbi, starSaleAbi, starStakingAbi, starTokenAbi } from '../dist/index.js'
import { recordBench } from '../../../scripts/benchTables.mjs'

const require = createRequire(import.meta.url)
const raw = require('hardhat').network.provider
const transport = custom({ request: (args) => raw.request(args) }, { retryCount: 0 })
const chain = hardhat
const test = createTestClient({ chain, mode: 'hardhat', transport }).extend(publicActions)
const publicClient = createPublicClient({ chain, transport })
const keys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
]
const [deployer, alice, bob, carol] = keys.map((key) => createWalletClient({ account: privateKeyToAccount(key), chain, transport }))
const DAY = 86_400n
const rows = []
const gasOf = async (label, hashPromise) => {
  const receipt = await test.waitForTransactionReceipt({ hash: await hashPromise })
  if (receipt.status !== 'success') throw new Error(`${label} reverted`)
  if (label) rows.push([label, receipt.gasUsed])
  return receipt.gasUsed
}

// 10,000 recipients: deterministic addresses that hold nothing, plus the named accounts.
const RECIPIENTS = 10_000
const entries = Array.from({ length: RECIPIENTS - 1 }, (_, i) => ({
  account: getAddress(`0x${keccak256(toHex(`stardust-bench-${i}`)).slice(26)}`),
  amount: parseEther('1') + BigInt(i),
}))
entries.push({ account: alice.account.address, amount: parseEther('5') })

const now = (await test.getBlock()).timestamp
const { deployment, airdrop, receipts } = await deployStardust(
  { wallet: deployer, public: publicClient },
  {
    supplyCap: parseEther('1000000000'),
    staking: { rewardsDuration: 30n * DAY, reward: parseEther('1000000') },
    sale: { price: parseEther('0.0001'), startTime: now, endTime: now + 30n * DAY, totalCap: parseEther('1000000'), walletCap: parseEther('100000') },
    airdrop: { entries, deadline: now + 90n * DAY, treasury: deployer.account.address },
    mints: [alice, bob, carol].map((w) => ({ account: w.account.address, amount: parseEther('10000') })),
  },
)
const deployRows = receipts.filter(({ step }) => /^Star[A-Za-z]+$/.test(step)).map(({ step, receipt }) => [`deploy ${step}`, receipt.gasUsed])
const deployTotal = receipts.reduce((sum, { receipt }) => sum + receipt.gasUsed, 0n)
const { token, staking, sale, claim } = deployment

// Staking: a first stake after an approve, a second stake, a permit stake, then rewards after a day.
await gasOf('', alice.writeContract({ address: token, abi: starTokenAbi, functionName: 'approve', args: [staking, parseEther('1000')] }))
await gasOf('stake (first)', alice.writeContract({ address: staking, abi: starStakingAbi, functionName: 'stake', args: [parseEther('500')] }))
// The second stake writes the first accruals (zero to non-zero slots); from the third on, the steady state.
await gasOf('stake (second: first accruals stored)', alice.writeContract({ address: staking, abi: starStakingAbi, functionName: 'stake', args: [parseEther('250')] }))
await gasOf('stake (steady state)', alice.writeContract({ address: staking, abi: starStakingAbi, functionName: 'stake', args: [parseEther('250')] }))
const deadline = now + DAY
const nonce = await test.readContract({ address: token, abi: starTokenAbi, functionName: 'nonces', args: [bob.account.address] })
const signature = await bob.signTypedData({
  domain: { name: 'Stardust', version: '1', chainId: chain.id, verifyingContract: token },
  types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
  primaryType: 'Permit',
  message: { owner: bob.account.address, spender: staking, value: parseEther('800'), nonce, deadline },
})
const { v, r, s } = parseSignature(signature)
await gasOf('stakeWithPermit (first)', bob.writeContract({ address: staking, abi: starStakingAbi, functionName: 'stakeWithPermit', args: [parseEther('800'), deadline, Number(v), r, s] }))
await test.increaseTime({ seconds: Number(DAY) })
await test.mine({ blocks: 1 })
await gasOf('getReward', alice.writeContract({ address: staking, abi: starStakingAbi, functionName: 'getReward' }))
await gasOf('withdraw (part)', alice.writeContract({ address: staking, abi: starStakingAbi, functionName: 'withdraw', args: [parseEther('300')] }))
await gasOf('exit', bob.writeContract({ address: staking, abi: starStakingAbi, functionName: 'exit' }))

// Sale: a buy with the remainder refunded.
const price = await test.readContract({ address: sale, abi: starSaleAbi, functionName: 'price' })
const payment = parseEther('0.0123456789')
const [tokens] = await test.readContract({ address: sale, abi: starSaleAbi, functionName: 'quote', args: [payment] })
await gasOf('buy (with refund)', carol.writeContract({ address: sale, abi: starSaleAbi, functionName: 'buy', args: [price, tokens], value: payment }))

// Claim at 10,000 recipients: StarClaim and the baseline each pay a fresh recipient with a proof of the same length.
const baselineArtifact = JSON.parse(readFileSync(new URL('./generated/BaselineClaim.json', import.meta.url), 'utf8'))
const baselineReceipt = await test.waitForTransactionReceipt({
  hash: await deployer.deployContract({ abi: baselineArtifact.abi, bytecode: baselineArtifact.bytecode, args: [token, airdrop.root, now + 90n * DAY] }),
})
const baseline = baselineReceipt.contractAddress
await gasOf('', deployer.writeContract({ address: token, abi: starTokenAbi, functionName: 'mint', args: [baseline, airdrop.total] }))
const byLength = new Map()
for (const { account } of entries.slice(0, 200)) {
  const { proof } = airdrop.proofOf(account)
  byLength.set(proof.length, [...(byLength.get(proof.length) ?? []), account])
}
const claimRows = []
for (const [length, accounts] of [...byLength].sort(([a], [b]) => a - b)) {
  const [ours, theirs] = accounts
  if (!theirs) continue
  const p1 = airdrop.proofOf(ours)
  const p2 = airdrop.proofOf(theirs)
  const starGas = await gasOf('', carol.writeContract({ address: claim, abi: starClaimAbi, functionName: 'claim', args: [ours, p1.amount, p1.proof] }))
  const baseGas = await gasOf('', carol.writeContract({ address: baseline, abi: baselineArtifact.abi, functionName: 'claim', args: [theirs, p2.amount, p2.proof] }))
  claimRows.push([`claim, ${RECIPIENTS} recipients, ${length}-node proof`, starGas, baseGas])
}

const pad = (text, width) => String(text).padEnd(width)
console.log(`\n@stardust/contracts gas (solc viaIR, runs 10000; hardhat ${require('hardhat/package.json').version}, in-process)\n`)
console.log(`${pad('call', 44)}gas`)
for (const [label, gas] of [...rows, ...deployRows]) console.log(`${pad(label, 44)}${gas}`)
console.log(`${pad('deployment, all steps (deploy + fund + wire)', 44)}${deployTotal}`)
console.log(`\n${pad('claim (fresh recipient)', 44)}${pad('StarClaim', 12)}${pad('baseline', 12)}ratio`)
for (const [label, ours, theirs] of claimRows)
  console.log(`${pad(label, 44)}${pad(ours, 12)}${pad(theirs, 12)}${(Number(ours) / Number(theirs)).toFixed(3)}`)
console.log('\nbaseline: bench/contracts/BaselineClaim.sol, the Uniswap MerkleDistributor shape (about 90k here), same leaf and settings')

// With STARDUST_BENCH_WRITE=1, these rows replace the contracts' gas table in docs/benchmarks.md.
const withCommas = (gas) => BigInt(gas).toLocaleString('en-US')
recordBench('contracts-gas', {
  command: '`pnpm --filter @stardust/contracts bench` (`bench/gas.mjs`: real transactions on the in-process chain; gas is deterministic)',
  columns: ['call', 'gas', 'anchor'],
  rows: [
    ...[...rows, ...deployRows].map(([label, gas]) => [label, withCommas(gas), '']),
    ['deployment, all steps (deploy + fund + wire)', withCommas(deployTotal), ''],
    ...claimRows.map(([label, ours, theirs]) => [label, withCommas(ours), `the Uniswap-shaped baseline: ${withCommas(theirs)} (${(Number(ours) / Number(theirs)).toFixed(3)})`]),
  ],
})

