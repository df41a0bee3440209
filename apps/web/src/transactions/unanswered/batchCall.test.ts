import { concat, encodeAbiParameters, encodeFunctionData, numberToHex, parseAbi, parseAbiParameters } from 'viem'
import { describe, expect, test } from 'vitest'
import { embedsCall, isBatchCall, lastCallOf, matchesBatchCall } from './batchCall'

const staking = '0x000000000000000000000000000000000000bEEF'
const other = '0x000000000000000000000000000000000000dEaD'
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const abi = parseAbi(['function stake(uint256 amount)', 'function approve(address spender, uint256 amount)'])
const call = lastCallOf([{ address: staking, abi, functionName: 'approve', args: [staking, 5n] }, { address: staking, abi, functionName: 'stake', args: [5n] }])
const executions = (to: `0x${string}`, amount: bigint) =>
  encodeAbiParameters(parseAbiParameters('(address target, uint256 value, bytes callData)[]'), [[
    { target: staking, value: 0n, callData: encodeFunctionData({ abi, functionName: 'approve', args: [staking, amount] }) },
    { target: to, value: 0n, callData: encodeFunctionData({ abi, functionName: 'stake', args: [amount] }) },
  ]])
// ERC-7579's execute(bytes32 mode, bytes executionCalldata), as MetaMask's delegator takes it.
const execute7579 = (executionCalldata: `0x${string}`) => encodeFunctionData({ abi: parseAbi(['function execute(bytes32 mode, bytes executionCalldata)']), functionName: 'execute', args: [numberToHex(1n << 248n, { size: 32 }), executionCalldata] })

describe('embedsCall', () => {
  test('default: a batch execution (ERC-7579) or a packed single execution carrying the stake to the staking contract', () => {
    expect(embedsCall(execute7579(executions(staking, 5n)), call)).toBe(true)
    expect(embedsCall(concat(['0x12345678', staking, numberToHex(0n, { size: 32 }), call.data]), call)).toBe(true)
  })

  test('behavior: another amount, or the stake sent to another contract (the approval still naming the staking contract): no', () => {
    expect(embedsCall(execute7579(executions(staking, 6n)), call)).toBe(false)
    expect(embedsCall(execute7579(executions(other, 5n)), call)).toBe(false)
    expect(embedsCall(concat(['0x12345678', other, numberToHex(0n, { size: 32 }), call.data]), call)).toBe(false)
    expect(embedsCall(call.data, call)).toBe(false) // the calldata alone names no target
  })
})

describe('matchesBatchCall', () => {
  const tx = { hash: `0x${'1'.repeat(64)}`, from: account, to: account, nonce: 3, input: execute7579(executions(staking, 5n)) } as const
  test('default: from the account, at or after the nonce, carrying the call; or the call itself sent on its own', () => {
    expect(matchesBatchCall(tx, { account, nonce: 3, call })).toBe(true)
    expect(matchesBatchCall({ ...tx, to: staking, input: call.data }, { account, nonce: 2, call })).toBe(true)
  })
  test('behavior: an older transaction, another account, or the call sent on its own to another contract: no', () => {
    expect(matchesBatchCall(tx, { account, nonce: 4, call })).toBe(false)
    expect(matchesBatchCall({ ...tx, from: other }, { account, nonce: 3, call })).toBe(false)
    expect(matchesBatchCall({ ...tx, to: other, input: call.data }, { account, nonce: 3, call })).toBe(false)
  })
})

test('isBatchCall: a stored call, or false for malformed data', () => {
  expect(isBatchCall(call)).toBe(true)
  expect(isBatchCall({ to: staking, data: '0x12' })).toBe(false)
  expect(isBatchCall({ to: 'bEEF', data: call.data })).toBe(false)
  expect(isBatchCall(null)).toBe(false)
})
