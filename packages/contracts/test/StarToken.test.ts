import { parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { starTokenAbi, starTokenBytecode } from '../src/generated/StarToken.js'

const CAP = parseEther('1000000')
let token: `0x${string}`

beforeAll(async () => {
  const hash = await wallets.deployer.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [accounts.deployer.address, CAP] })
  token = (await testClient.waitForTransactionReceipt({ hash })).contractAddress!
})
useChainSnapshots()

describe('StarToken', () => {
  test('default: name, symbol, decimals and cap', async () => {
    const read = (functionName: 'name' | 'symbol' | 'decimals' | 'cap') => testClient.readContract({ address: token, abi: starTokenAbi, functionName })
    expect(await read('name')).toBe('Stardust')
    expect(await read('symbol')).toBe('STAR')
    expect(await read('decimals')).toBe(18)
    expect(await read('cap')).toBe(CAP)
  })

  test('behavior: the owner mints up to the cap and not one wei more', async () => {
    const { request } = await testClient.simulateContract({ account: accounts.deployer, address: token, abi: starTokenAbi, functionName: 'mint', args: [accounts.alice.address, CAP] })
    await testClient.waitForTransactionReceipt({ hash: await wallets.deployer.writeContract(request) })
    expect(await testClient.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [accounts.alice.address] })).toBe(CAP)
    expect(await reverts(testClient.simulateContract({ account: accounts.deployer, address: token, abi: starTokenAbi, functionName: 'mint', args: [accounts.alice.address, 1n] }))).toBe('ERC20ExceededCap')
  })

  test('behavior: nobody else mints', async () => {
    expect(await reverts(testClient.simulateContract({ account: accounts.alice, address: token, abi: starTokenAbi, functionName: 'mint', args: [accounts.alice.address, 1n] }))).toBe('OwnableUnauthorizedAccount')
  })
})
