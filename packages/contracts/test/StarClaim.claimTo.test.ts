import { decodeEventLog, getAddress, parseEther, zeroAddress, type Address, type Hex, type LocalAccount } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { starClaimAbi } from '../src/generated/StarClaim.js'
import { claimOwnerWalletAbi, claimOwnerWalletBytecode } from './generated/ClaimOwnerWallet.js'
import { accounts, mineAt, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { GAS, balanceOf, buildTestAirdrop, deployFunded, mined, recipient, type ClaimSetup } from './StarClaim.fixture.js'

let s: ClaimSetup
/** An ERC-1271 contract wallet owned by carol, itself eligible for 500 STAR. */
let wallet: Address
const alice = accounts.alice.address
/** A fresh address the eligible account wants its tokens sent to (its "rescue" wallet). */
const RESCUE = recipient(1_000_001)

beforeAll(async () => {
  const hash = await wallets.deployer.deployContract({ abi: claimOwnerWalletAbi, bytecode: claimOwnerWalletBytecode, args: [accounts.carol.address] })
  wallet = getAddress((await mined(hash)).contractAddress!)
  s = await deployFunded(buildTestAirdrop(31337, [{ account: wallet, amount: parseEther('500') }]))
})
useChainSnapshots()

const types = {
  ClaimTo: [
    { name: 'account', type: 'address' },
    { name: 'recipient', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
} as const

type Authorisation = { account: Address; recipient: Address; amount: bigint }

/** `signer`'s EIP-712 signature of ClaimTo for this StarClaim on this chain (or another domain, to test binding). */
function sign(signer: LocalAccount, message: Authorisation, domain: { chainId?: number; verifyingContract?: Address } = {}): Promise<Hex> {
  return signer.signTypedData({
    domain: { name: 'StarClaim', version: '1', chainId: domain.chainId ?? 31337, verifyingContract: domain.verifyingContract ?? s.claim },
    types,
    primaryType: 'ClaimTo',
    message,
  })
}

const proofOf = (account: Address) => s.airdrop.proofOf(account)!.proof

function simulateClaimTo(a: Authorisation, signature: Hex, from: Address = accounts.dave.address) {
  return testClient.simulateContract({ account: from, address: s.claim, abi: starClaimAbi, functionName: 'claimTo', args: [a.account, a.recipient, a.amount, proofOf(a.account), signature] })
}

function sendClaimTo(a: Authorisation, signature: Hex) {
  // Sent by dave: whoever holds the signature may relay it and pay the gas.
  return mined(wallets.dave.writeContract({ address: s.claim, abi: starClaimAbi, functionName: 'claimTo', args: [a.account, a.recipient, a.amount, proofOf(a.account), signature], gas: GAS }))
}

describe('StarClaim.claimTo', () => {
  test('default: the account\'s EIP-712 signature sends its allocation to another address, relayed by a third party', async () => {
    const a = { account: alice, recipient: RESCUE, amount: parseEther('1000') }
    const receipt = await sendClaimTo(a, await sign(accounts.alice, a))
    expect(receipt.status).toBe('success')
    expect(await balanceOf(s.token, RESCUE)).toBe(a.amount)
    expect(await balanceOf(s.token, alice)).toBe(0n)
    expect(await balanceOf(s.token, accounts.dave.address)).toBe(0n)
    expect(await testClient.readContract({ address: s.claim, abi: starClaimAbi, functionName: 'isClaimed', args: [alice] })).toBe(true)
    const events = receipt.logs.filter((l) => getAddress(l.address) === s.claim).map((l) => decodeEventLog({ abi: starClaimAbi, ...l }))
    expect(events).toEqual([{ eventName: 'Claimed', args: { account: alice, recipient: RESCUE, amount: a.amount } }])
  })

  test('behavior: a signature is used once: replayed, or after a plain claim, it is AlreadyClaimed', async () => {
    const a = { account: alice, recipient: RESCUE, amount: parseEther('1000') }
    const signature = await sign(accounts.alice, a)
    await sendClaimTo(a, signature)
    expect(await reverts(simulateClaimTo(a, signature))).toBe('AlreadyClaimed')
    expect(await reverts(testClient.simulateContract({ account: alice, address: s.claim, abi: starClaimAbi, functionName: 'claim', args: [alice, a.amount, proofOf(alice)] }))).toBe('AlreadyClaimed')
    expect(await balanceOf(s.token, RESCUE)).toBe(a.amount)

    const b = { account: accounts.bob.address, recipient: RESCUE, amount: parseEther('250') }
    const bobSignature = await sign(accounts.bob, b)
    await mined(wallets.dave.writeContract({ address: s.claim, abi: starClaimAbi, functionName: 'claim', args: [b.account, b.amount, proofOf(b.account)], gas: GAS }))
    expect(await reverts(simulateClaimTo(b, bobSignature))).toBe('AlreadyClaimed')
  })

  test('parameters: a wrong signer, another recipient, another amount, another chain or contract, or a malformed signature are InvalidSignature', async () => {
    const a = { account: alice, recipient: RESCUE, amount: parseEther('1000') }
    expect(await reverts(simulateClaimTo(a, await sign(accounts.bob, a)))).toBe('InvalidSignature')
    const forOther = await sign(accounts.alice, { ...a, recipient: accounts.dave.address })
    expect(await reverts(simulateClaimTo(a, forOther))).toBe('InvalidSignature')
    expect(await reverts(simulateClaimTo({ ...a, recipient: accounts.dave.address }, await sign(accounts.alice, a)))).toBe('InvalidSignature')
    expect(await reverts(simulateClaimTo(a, await sign(accounts.alice, { ...a, amount: a.amount + 1n })))).toBe('InvalidSignature')
    expect(await reverts(simulateClaimTo(a, await sign(accounts.alice, a, { chainId: 5000 })))).toBe('InvalidSignature')
    expect(await reverts(simulateClaimTo(a, await sign(accounts.alice, a, { verifyingContract: s.token })))).toBe('InvalidSignature')
    const good = await sign(accounts.alice, a)
    expect(await reverts(simulateClaimTo(a, good.slice(0, -2) as Hex))).toBe('InvalidSignature')
    expect(await reverts(simulateClaimTo(a, '0x'))).toBe('InvalidSignature')
    // The signature is checked before the proof, and a good signature does not excuse a bad leaf.
    const wrongAmount = { ...a, amount: a.amount - 1n }
    expect(await reverts(simulateClaimTo(wrongAmount, await sign(accounts.alice, wrongAmount)))).toBe('InvalidProof')
    expect(await balanceOf(s.token, RESCUE)).toBe(0n)
  })

  test('parameters: a zero recipient is refused, and claimTo closes at the deadline like claim', async () => {
    const toZero = { account: alice, recipient: zeroAddress, amount: parseEther('1000') }
    expect(await reverts(simulateClaimTo(toZero, await sign(accounts.alice, toZero)))).toBe('ZeroAddress')
    const a = { account: alice, recipient: RESCUE, amount: parseEther('1000') }
    const signature = await sign(accounts.alice, a)
    await mineAt(s.deadline)
    expect(await reverts(simulateClaimTo(a, signature))).toBe('ClaimWindowClosed')
  })

  test('behavior: an ERC-1271 contract wallet authorises a claim to another address with its owner\'s signature', async () => {
    const a = { account: wallet, recipient: RESCUE, amount: parseEther('500') }
    expect(await reverts(simulateClaimTo(a, await sign(accounts.bob, a)))).toBe('InvalidSignature')
    // The wallet's owner signs the StarClaim typed data naming the wallet as the account; the wallet vouches for it.
    const receipt = await sendClaimTo(a, await sign(accounts.carol, a))
    expect(receipt.status).toBe('success')
    expect(await balanceOf(s.token, RESCUE)).toBe(a.amount)
    expect(await balanceOf(s.token, wallet)).toBe(0n)
    expect(await balanceOf(s.token, accounts.carol.address)).toBe(0n)
    expect(await testClient.readContract({ address: s.claim, abi: starClaimAbi, functionName: 'isClaimed', args: [wallet] })).toBe(true)
  })

  // Measured 96,869 gas with a 13-node proof: about 8.5k over claim (the signature's calldata, EIP-712 hashing, ecrecover).
  test('behavior: claimTo with an EOA signature to a fresh address costs under 97k gas', async () => {
    const a = { account: alice, recipient: RESCUE, amount: parseEther('1000') }
    const receipt = await sendClaimTo(a, await sign(accounts.alice, a))
    console.log('StarClaim.claimTo gas (EOA signature, 10,000 recipients, 13-node proof):', receipt.gasUsed)
    expect(proofOf(alice)).toHaveLength(13)
    expect(receipt.gasUsed).toBeLessThan(97_000n)
  })
})
