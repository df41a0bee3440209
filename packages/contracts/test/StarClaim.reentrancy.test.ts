import { decodeErrorResult, getAddress, parseEther, type Address } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildAirdrop, type Airdrop } from '../src/airdrop.js'
import { starClaimAbi } from '../src/generated/StarClaim.js'
import { reentrantClaimTokenAbi, reentrantClaimTokenBytecode } from './generated/ReentrantClaimToken.js'
import { accounts, testClient, useChainSnapshots, wallets } from './chain.js'
import { WINDOW, deployClaim, mined, recipient } from './StarClaim.fixture.js'

// A hostile token whose transfer hook re-enters claim while StarClaim is paying out. The real STAR token has no
// hooks; this checks that the claimed flag, set before the transfer, is what stops a second payout.
let token: Address
let claim: Address
let airdrop: Airdrop
const alice = accounts.alice.address
const FUNDED = parseEther('10000')

const read = <F extends 'reentrySucceeded' | 'reentryRevertData' | 'reentryAttempts'>(functionName: F) =>
  testClient.readContract({ address: token, abi: reentrantClaimTokenAbi, functionName })
const balanceOf = (who: Address) => testClient.readContract({ address: token, abi: reentrantClaimTokenAbi, functionName: 'balanceOf', args: [who] })

beforeAll(async () => {
  token = getAddress((await mined(wallets.deployer.deployContract({ abi: reentrantClaimTokenAbi, bytecode: reentrantClaimTokenBytecode }))).contractAddress!)
  airdrop = buildAirdrop(31337, [
    { account: alice, amount: parseEther('100') },
    ...Array.from({ length: 63 }, (_, i) => ({ account: recipient(i), amount: parseEther('10') })),
  ])
  claim = await deployClaim(token, airdrop.root, (await testClient.getBlock()).timestamp + WINDOW)
  await mined(wallets.deployer.writeContract({ address: token, abi: reentrantClaimTokenAbi, functionName: 'mint', args: [claim, FUNDED] }))
})
useChainSnapshots()

async function claimWithReentry(account: Address, reentryAccount: Address) {
  const outer = airdrop.proofOf(account)!
  const inner = airdrop.proofOf(reentryAccount)!
  await mined(wallets.deployer.writeContract({ address: token, abi: reentrantClaimTokenAbi, functionName: 'arm', args: [claim, reentryAccount, inner.amount, inner.proof] }))
  return mined(wallets.dave.writeContract({ address: claim, abi: starClaimAbi, functionName: 'claim', args: [account, outer.amount, outer.proof] }))
}

describe('StarClaim reentrancy', () => {
  test('behavior: a token hook re-entering claim for the same account gets AlreadyClaimed; the account is paid once', async () => {
    const receipt = await claimWithReentry(alice, alice)
    expect(receipt.status).toBe('success')
    expect(await read('reentryAttempts')).toBe(1n)
    expect(await read('reentrySucceeded')).toBe(false)
    expect(decodeErrorResult({ abi: starClaimAbi, data: await read('reentryRevertData') })).toMatchObject({ errorName: 'AlreadyClaimed', args: [alice] })
    expect(await balanceOf(alice)).toBe(parseEther('100'))
    expect(await balanceOf(claim)).toBe(FUNDED - parseEther('100'))
  })

  test('behavior: re-entering for another eligible account pays that account its own share and nothing more', async () => {
    const other = recipient(5)
    await claimWithReentry(alice, other)
    expect(await read('reentrySucceeded')).toBe(true)
    expect(await balanceOf(alice)).toBe(parseEther('100'))
    expect(await balanceOf(other)).toBe(parseEther('10'))
    expect(await balanceOf(token)).toBe(0n)
    expect(await balanceOf(claim)).toBe(FUNDED - parseEther('110'))
    // Both flags are set, so neither can be paid again by any path.
    for (const account of [alice, other])
      expect(await testClient.readContract({ address: claim, abi: starClaimAbi, functionName: 'isClaimed', args: [account] })).toBe(true)
  })
})
