import { starClaimAbi, starSaleAbi } from '@stardust/contracts'
import { encodeFunctionData, type Address, type Hash } from 'viem'
import { describe, expect, test } from 'vitest'
import { intentOf, isIntent, judgeIntent, matchesIntent, type IntentLook } from './intent'

const account: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const claim = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const sale = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const proof = ['0x1111111111111111111111111111111111111111111111111111111111111111'] as const
const claimCall = { address: claim, abi: starClaimAbi, functionName: 'claim', args: [account, 1_000n * 10n ** 18n, proof] } as const
const hash = `0x${'ab'.repeat(32)}` as Hash
const intent = intentOf(claimCall)
const sent = { hash, from: account, to: claim, nonce: 4, input: encodeFunctionData(claimCall) } as const

describe('intentOf', () => {
  test('default: the target and the function selector of the call, kept as a record keeps it', () => {
    expect(intent).toEqual({ to: claim, selector: '0x3d13f874' })
    expect(isIntent(JSON.parse(JSON.stringify(intent)))).toBe(true)
  })
  test('behavior: a malformed stored intent is refused', () => {
    expect(isIntent({ to: claim, selector: '0x3d13f8' })).toBe(false)
    expect(isIntent({ to: '0x12', selector: intent.selector })).toBe(false)
    expect(isIntent(null)).toBe(false)
  })
})

describe('matchesIntent', () => {
  const request = { account, nonce: 4, intent }
  test('default: the account\'s transaction at the nonce, to the contract, calling the function (any case, any arguments)', () => {
    expect(matchesIntent(sent, request)).toBe(true)
    expect(matchesIntent({ ...sent, from: account.toLowerCase() as `0x${string}`, to: claim.toUpperCase().replace('0X', '0x') as `0x${string}` }, request)).toBe(true)
    const otherProof = encodeFunctionData({ ...claimCall, args: [account, 1n, []] })
    expect(matchesIntent({ ...sent, input: otherProof }, request)).toBe(true)
  })
  test('behavior: a later nonce matches (the wallet sent queued transactions first); an earlier one never does', () => {
    expect(matchesIntent({ ...sent, nonce: 6 }, request)).toBe(true)
    expect(matchesIntent({ ...sent, nonce: 3 }, request)).toBe(false)
  })
  test('behavior: another account, another contract, another function or a contract creation is not the request', () => {
    expect(matchesIntent({ ...sent, from: '0x000000000000000000000000000000000000dEaD' }, request)).toBe(false)
    expect(matchesIntent({ ...sent, to: sale }, request)).toBe(false)
    expect(matchesIntent({ ...sent, to: null }, request)).toBe(false)
    const buy = encodeFunctionData({ abi: starSaleAbi, functionName: 'buy', args: [1n, 1n] })
    expect(matchesIntent({ ...sent, input: buy }, request)).toBe(false)
    expect(matchesIntent({ ...sent, input: '0x' }, request)).toBe(false)
  })
})

describe('judgeIntent', () => {
  const look: IntentLook = { nonceBefore: 4, latest: 4, pending: 4, movedLooks: 0, elapsed: 0, quietMs: 60_000, timeoutMs: 300_000 }
  test('default: the transaction found, mined or waiting, is followed', () => {
    expect(judgeIntent({ ...look, pending: 5, match: hash })).toEqual({ kind: 'follow', hash })
    expect(judgeIntent({ ...look, latest: 5, pending: 5, match: hash, effect: true })).toEqual({ kind: 'follow', hash })
  })
  test('behavior: no transaction found but the effect is on chain (isClaimed, the balance): done', () => {
    expect(judgeIntent({ ...look, latest: 5, pending: 5, movedLooks: 1, effect: true })).toEqual({ kind: 'done' })
  })
  test('behavior: something from the account waits: looked at again, even past the quiet bound; in flight at the end', () => {
    expect(judgeIntent({ ...look, pending: 5, elapsed: 90_000 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...look, pending: 5, elapsed: 300_000 })).toEqual({ kind: 'in-flight' })
  })
  test('behavior: the nonce moved past the request with nothing matching nor waiting: another transaction, on the second look', () => {
    expect(judgeIntent({ ...look, latest: 5, pending: 5, movedLooks: 1 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...look, latest: 5, pending: 5, movedLooks: 2 })).toEqual({ kind: 'other' })
  })
  test('behavior: nothing from the account: looked for until the quiet bound, then nothing was sent', () => {
    expect(judgeIntent({ ...look, elapsed: 59_999 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...look, elapsed: 60_000 })).toEqual({ kind: 'nothing' })
    expect(judgeIntent({ ...look, elapsed: 60_000, effect: false })).toEqual({ kind: 'nothing' })
  })
  test('behavior: while a tab still asks its wallet, nothing, another transaction or the end of the watch is never concluded', () => {
    const asking = { ...look, asking: true }
    expect(judgeIntent({ ...asking, elapsed: 90_000, quietFor: 90_000 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...asking, latest: 5, pending: 5, movedLooks: 2 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...asking, elapsed: 400_000, quietFor: 400_000 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...asking, pending: 5, elapsed: 400_000 })).toEqual({ kind: 'wait' })
  })
  test('behavior: while a tab still asks, the transaction found or the effect on chain still end the watch', () => {
    expect(judgeIntent({ ...look, asking: true, pending: 5, match: hash })).toEqual({ kind: 'follow', hash })
    expect(judgeIntent({ ...look, asking: true, latest: 5, pending: 5, effect: true })).toEqual({ kind: 'done' })
  })
  test('behavior: once no tab asks, nothing was sent only after the quiet bound from the last look that saw one asking', () => {
    expect(judgeIntent({ ...look, elapsed: 90_000, quietFor: 59_999 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...look, elapsed: 90_000, quietFor: 60_000 })).toEqual({ kind: 'nothing' })
    expect(judgeIntent({ ...look, elapsed: 300_000, quietFor: 1_000 })).toEqual({ kind: 'wait' })
    expect(judgeIntent({ ...look, elapsed: 300_000, quietFor: 60_000 })).toEqual({ kind: 'nothing' })
    expect(judgeIntent({ ...look, latest: 5, pending: 5, movedLooks: 2, quietFor: 0 })).toEqual({ kind: 'other' })
  })
})
