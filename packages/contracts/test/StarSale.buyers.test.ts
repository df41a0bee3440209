import { decodeErrorResult, getAddress, parseEther, parseEventLogs, type Address } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, mineAt, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { starSaleAbi } from '../src/generated/StarSale.js'
import { saleReentrantBuyerAbi, saleReentrantBuyerBytecode } from '../test/generated/SaleReentrantBuyer.js'
import { saleRejectingBuyerAbi, saleRejectingBuyerBytecode } from '../test/generated/SaleRejectingBuyer.js'
import { saleWalletBuyerAbi, saleWalletBuyerBytecode } from '../test/generated/SaleWalletBuyer.js'
import { balanceOf, buy, deploySale, fundActors, nativeBalance, read, send, type Sale } from './StarSale.fixture.js'

// 0.001 native per STAR; 100 STAR in total, 60 per wallet, 150 STAR of inventory (more than the cap).
const PRICE = parseEther('0.001')
const pay = (stars: string) => (parseEther(stars) * PRICE) / 10n ** 18n // exact at this price: 1 wei buys 1000 units
let s: Sale
// The sale's errors bubble up through the helper contracts: decode them with the sale's error ABI.
const saleErrors = starSaleAbi.filter((item) => item.type === 'error')
const rejectingAbi = [...saleRejectingBuyerAbi, ...saleErrors]
const reentrantAbi = [...saleReentrantBuyerAbi, ...saleErrors]

async function deployHelper(abi: readonly unknown[], bytecode: `0x${string}`): Promise<Address> {
  const hash = await wallets.deployer.deployContract({ abi, bytecode } as never)
  return getAddress((await testClient.waitForTransactionReceipt({ hash })).contractAddress!)
}

beforeAll(async () => {
  await fundActors()
  s = await deploySale({ price: PRICE, totalCap: parseEther('100'), walletCap: parseEther('60'), inventory: parseEther('150') })
  await mineAt(s.start)
})
useChainSnapshots()

describe('StarSale caps', () => {
  test('behavior: the total cap holds across two buyers', async () => {
    await buy(wallets.alice, s.sale, pay('60'))
    expect(await read(s.sale, 'remaining')).toBe(parseEther('40')) // the cap binds, not the 90 STAR of inventory
    expect(await read(s.sale, 'remainingFor', [accounts.bob.address])).toBe(parseEther('40')) // total binds before bob's wallet cap
    expect(await reverts(buy(wallets.bob, s.sale, pay('40') + 1n))).toBe('TotalCapExceeded')
    await buy(wallets.bob, s.sale, pay('40'))
    expect(await read(s.sale, 'sold')).toBe(parseEther('100'))
    expect(await read(s.sale, 'remaining')).toBe(0n)
    expect(await read(s.sale, 'remainingFor', [accounts.carol.address])).toBe(0n)
    expect(await reverts(buy(wallets.carol, s.sale, 1n))).toBe('TotalCapExceeded')
    expect([await balanceOf(s.token, accounts.alice.address), await balanceOf(s.token, accounts.bob.address)]).toEqual([parseEther('60'), parseEther('40')])
  })

  test('behavior: the wallet cap is per buyer address; another address still buys', async () => {
    await buy(wallets.alice, s.sale, pay('59'))
    expect(await read(s.sale, 'remainingFor', [accounts.alice.address])).toBe(parseEther('1'))
    expect(await reverts(buy(wallets.alice, s.sale, pay('1') + 1n))).toBe('WalletCapExceeded')
    await buy(wallets.alice, s.sale, pay('1'))
    expect(await read(s.sale, 'purchased', [accounts.alice.address])).toBe(parseEther('60'))
    expect(await reverts(buy(wallets.alice, s.sale, 1n))).toBe('WalletCapExceeded')
    await buy(wallets.bob, s.sale, pay('10'))
    expect(await read(s.sale, 'purchased', [accounts.bob.address])).toBe(parseEther('10'))
    expect(await read(s.sale, 'sold')).toBe(parseEther('70'))
  })

  test('behavior: a buy the inventory cannot cover reverts InsufficientInventory; remaining() follows the inventory', async () => {
    const short = await deploySale({ price: PRICE, totalCap: parseEther('100'), walletCap: parseEther('100'), inventory: parseEther('30') })
    await mineAt(short.start)
    expect(await read(short.sale, 'remaining')).toBe(parseEther('30'))
    expect(await read(short.sale, 'remainingFor', [accounts.alice.address])).toBe(parseEther('30'))
    expect(await reverts(buy(wallets.alice, short.sale, pay('31')))).toBe('InsufficientInventory')
    await buy(wallets.alice, short.sale, pay('30'))
    expect(await read(short.sale, 'remaining')).toBe(0n)
    expect(await reverts(buy(wallets.bob, short.sale, pay('1')))).toBe('InsufficientInventory')
  })
})

// A refund needs a price above 1 native per STAR: at or below it one wei buys whole token units and nothing is left.
const DEAR = 7n * 10n ** 18n // 7 native per STAR: a token unit costs 7 wei, so up to 6 wei come back

describe('StarSale contract buyers', () => {
  test('behavior: a contract wallet whose receive() needs more than 2300 gas gets its refund', async () => {
    await send(wallets.deployer, s.sale, 'setPrice', [DEAR])
    const wallet = await deployHelper(saleWalletBuyerAbi, saleWalletBuyerBytecode)
    const payment = 14n * 10n ** 18n + 6n // 2 STAR and 6 wei: too little for one more unit
    const hash = await wallets.alice.writeContract({ address: wallet, abi: saleWalletBuyerAbi, functionName: 'buy', args: [s.sale, DEAR, 0n], value: payment })
    const receipt = await testClient.waitForTransactionReceipt({ hash })
    const [purchase] = parseEventLogs({ abi: starSaleAbi, logs: receipt.logs, eventName: 'Purchased' })
    expect(purchase!.args).toEqual({ buyer: wallet, tokens: parseEther('2'), cost: 14n * 10n ** 18n, refund: 6n })
    expect(await testClient.readContract({ address: wallet, abi: saleWalletBuyerAbi, functionName: 'received' })).toBe(6n)
    expect(await nativeBalance(wallet)).toBe(6n)
    expect(await balanceOf(s.token, wallet)).toBe(parseEther('2'))
    expect(await read(s.sale, 'purchased', [wallet])).toBe(parseEther('2'))
    expect(await nativeBalance(s.sale)).toBe(14n * 10n ** 18n)
  })

  test('behavior: a buyer that refuses its refund makes the buy revert RefundFailed; an exact payment succeeds', async () => {
    await send(wallets.deployer, s.sale, 'setPrice', [DEAR])
    const rejecting = await deployHelper(saleRejectingBuyerAbi, saleRejectingBuyerBytecode)
    const buyFrom = (value: bigint) =>
      wallets.alice.writeContract({ address: rejecting, abi: rejectingAbi, functionName: 'buy', args: [s.sale, DEAR, 0n], value, gas: 1_000_000n })
    expect(await reverts(buyFrom(7n * 10n ** 18n + 1n))).toBe('RefundFailed')
    expect(await read(s.sale, 'sold')).toBe(0n)
    expect(await nativeBalance(s.sale)).toBe(0n)
    await testClient.waitForTransactionReceipt({ hash: await buyFrom(7n * 10n ** 18n) }) // no refund due, nothing to refuse
    expect(await balanceOf(s.token, rejecting)).toBe(parseEther('1'))
    // The owner's withdrawal to an address that refuses it fails loudly and keeps the proceeds.
    expect(await reverts(send(wallets.deployer, s.sale, 'withdrawProceeds', [rejecting]))).toBe('WithdrawFailed')
    expect(await nativeBalance(s.sale)).toBe(7n * 10n ** 18n)
    // A contract treasury with a costly receive() gets the proceeds.
    const treasury = await deployHelper(saleWalletBuyerAbi, saleWalletBuyerBytecode)
    await send(wallets.deployer, s.sale, 'withdrawProceeds', [treasury])
    expect(await testClient.readContract({ address: treasury, abi: saleWalletBuyerAbi, functionName: 'received' })).toBe(7n * 10n ** 18n)
  })
})

describe('StarSale re-entrancy', () => {
  // The attacker buys 30 STAR plus 6 wei of change, holding 40 STAR's worth more to re-enter buy() from receive().
  const outer = 30n * DEAR + 6n
  const spare = 40n * DEAR
  async function attack(swallow: boolean) {
    await send(wallets.deployer, s.sale, 'setPrice', [DEAR])
    const attacker = await deployHelper(saleReentrantBuyerAbi, saleReentrantBuyerBytecode)
    const go = () =>
      wallets.alice.writeContract({ address: attacker, abi: reentrantAbi, functionName: 'attack', args: [s.sale, DEAR, outer, swallow], value: outer + spare, gas: 1_000_000n })
    return { attacker, go }
  }

  test('behavior: re-entering buy() from the refund reverts the whole buy (RefundFailed): nothing sold, nothing paid', async () => {
    const { attacker, go } = await attack(false)
    expect(await reverts(go())).toBe('RefundFailed')
    expect(await read(s.sale, 'sold')).toBe(0n)
    expect(await read(s.sale, 'purchased', [attacker])).toBe(0n)
    expect(await balanceOf(s.token, attacker)).toBe(0n)
    expect(await nativeBalance(s.sale)).toBe(0n)
  })

  test('behavior: with the re-entry swallowed, the inner buy hits the guard and only the paid purchase counts', async () => {
    const { attacker, go } = await attack(true)
    const receipt = await testClient.waitForTransactionReceipt({ hash: await go() })
    const purchases = parseEventLogs({ abi: starSaleAbi, logs: receipt.logs, eventName: 'Purchased' })
    expect(purchases.map((p) => p.args)).toEqual([{ buyer: attacker, tokens: parseEther('30'), cost: 30n * DEAR, refund: 6n }])
    const attackerRead = (functionName: 'attempts' | 'innerSuccesses' | 'lastError') => testClient.readContract({ address: attacker, abi: saleReentrantBuyerAbi, functionName })
    expect(await attackerRead('attempts')).toBe(1n)
    expect(await attackerRead('innerSuccesses')).toBe(0n)
    expect(decodeErrorResult({ abi: starSaleAbi, data: (await attackerRead('lastError')) as `0x${string}` }).errorName).toBe('ReentrancyGuardReentrantCall')
    // 30 STAR sold, 30 STAR paid for; the 40 more the inner buy tried for (30 + 40 is over the 60 wallet cap) were not sold.
    expect(await read(s.sale, 'sold')).toBe(parseEther('30'))
    expect(await read(s.sale, 'purchased', [attacker])).toBe(parseEther('30'))
    expect(await balanceOf(s.token, attacker)).toBe(parseEther('30'))
    expect(await nativeBalance(s.sale)).toBe(30n * DEAR)
    expect(await nativeBalance(attacker)).toBe(spare + 6n)
  })
})
