import { parseSignature, type Address, type Hex } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, now, reverts, testClient, useChainSnapshots, wallets, type TestActor } from './chain.js'
import { STAR, deploy, mined, read, send, simulate, tokenBalance, type Setup } from './StarStaking.fixture.js'
import { starTokenAbi } from '../src/generated/StarToken.js'

let s: Setup
// dave holds STAR but never approved the pool: every stake of his must go through his permit.
const dave = accounts.dave

beforeAll(async () => {
  s = await deploy()
  await mined(wallets.deployer.writeContract({ address: s.token, abi: starTokenAbi, functionName: 'mint', args: [dave.address, STAR(1000)] }))
})
useChainSnapshots()

/** An EIP-2612 permit signed by `signer` with viem's signTypedData (local key), for the STAR domain. */
async function signPermit(signer: TestActor, owner: Address, value: bigint, deadline: bigint, nonce?: bigint) {
  const n = nonce ?? (await testClient.readContract({ address: s.token, abi: starTokenAbi, functionName: 'nonces', args: [owner] }))
  const signature: Hex = await accounts[signer].signTypedData({
    domain: { name: 'Stardust', version: '1', chainId: 31337, verifyingContract: s.token },
    types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
    primaryType: 'Permit',
    message: { owner, spender: s.staking, value, nonce: n, deadline },
  })
  const { r, s: sig, v } = parseSignature(signature)
  return { v: Number(v), r, s: sig }
}

const allowance = (owner: Address) => testClient.readContract({ address: s.token, abi: starTokenAbi, functionName: 'allowance', args: [owner, s.staking] })

describe('StarStaking stakeWithPermit', () => {
  test('default: one transaction, no approve: the permit is used and consumed', async () => {
    const deadline = (await now()) + 3600n
    const p = await signPermit('dave', dave.address, STAR(250), deadline)
    const receipt = await send(s, 'dave', 'stakeWithPermit', [STAR(250), deadline, p.v, p.r, p.s])
    expect(await testClient.getTransactionCount({ address: dave.address })).toBe(1) // the stake was dave's only transaction
    if (process.env.GAS_REPORT) console.log({ stakeWithPermit: receipt.gasUsed })
    expect(receipt.gasUsed).toBeLessThan(250_000n)
    expect(await read(s, 'balanceOf', [dave.address])).toBe(STAR(250))
    expect(await tokenBalance(s, dave.address)).toBe(STAR(750))
    expect(await allowance(dave.address)).toBe(0n)
    expect(await testClient.readContract({ address: s.token, abi: starTokenAbi, functionName: 'nonces', args: [dave.address] })).toBe(1n)
  })

  test('behavior: an expired permit stakes nothing (the allowance is not there)', async () => {
    const deadline = (await now()) - 1n
    const p = await signPermit('dave', dave.address, STAR(1), deadline)
    expect(await reverts(simulate(s, 'dave', 'stakeWithPermit', [STAR(1), deadline, p.v, p.r, p.s]))).toBe('ERC20InsufficientAllowance')
  })

  test('behavior: a permit signed by someone else stakes nothing, and nobody stakes with a signature not theirs', async () => {
    const deadline = (await now()) + 3600n
    const forged = await signPermit('bob', dave.address, STAR(1), deadline) // bob signs a permit claiming dave's tokens
    expect(await reverts(simulate(s, 'dave', 'stakeWithPermit', [STAR(1), deadline, forged.v, forged.r, forged.s]))).toBe('ERC20InsufficientAllowance')
    // dave's genuine permit, submitted by carol: the owner is the caller (carol), so the signature does not match.
    const genuine = await signPermit('dave', dave.address, STAR(1), deadline)
    await mined(wallets.carol.writeContract({ address: s.token, abi: starTokenAbi, functionName: 'approve', args: [s.staking, 0n] }))
    expect(await reverts(simulate(s, 'carol', 'stakeWithPermit', [STAR(1), deadline, genuine.v, genuine.r, genuine.s]))).toBe('ERC20InsufficientAllowance')
    expect(await allowance(dave.address)).toBe(0n)
  })

  test('behavior: a replayed permit stakes nothing the second time', async () => {
    const deadline = (await now()) + 3600n
    const p = await signPermit('dave', dave.address, STAR(10), deadline)
    await send(s, 'dave', 'stakeWithPermit', [STAR(10), deadline, p.v, p.r, p.s])
    expect(await reverts(simulate(s, 'dave', 'stakeWithPermit', [STAR(10), deadline, p.v, p.r, p.s]))).toBe('ERC20InsufficientAllowance')
    expect(await read(s, 'balanceOf', [dave.address])).toBe(STAR(10))
  })

  test('behavior: a front-run permit (someone submits it first) does not make the stake fail', async () => {
    const deadline = (await now()) + 3600n
    const p = await signPermit('dave', dave.address, STAR(40), deadline)
    // carol copies the signature from the mempool and submits it to the token herself.
    await mined(wallets.carol.writeContract({ address: s.token, abi: starTokenAbi, functionName: 'permit', args: [dave.address, s.staking, STAR(40), deadline, p.v, p.r, p.s] }))
    expect(await allowance(dave.address)).toBe(STAR(40))
    const receipt = await send(s, 'dave', 'stakeWithPermit', [STAR(40), deadline, p.v, p.r, p.s])
    expect(receipt.status).toBe('success')
    expect(await read(s, 'balanceOf', [dave.address])).toBe(STAR(40))
    expect(await allowance(dave.address)).toBe(0n)
  })

  test('behavior: stakeWithPermit refuses a zero amount like stake does', async () => {
    const deadline = (await now()) + 3600n
    const p = await signPermit('dave', dave.address, 0n, deadline)
    expect(await reverts(simulate(s, 'dave', 'stakeWithPermit', [0n, deadline, p.v, p.r, p.s]))).toBe('ZeroAmount')
  })
})
