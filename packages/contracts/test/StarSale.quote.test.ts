import { parseEther, parseEventLogs } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, mineAt, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { starSaleAbi } from '../src/generated/StarSale.js'
import { MAX, ONE, balanceOf, buy, deploySale, fundActors, gasCost, nativeBalance, read, send, type Sale } from './StarSale.fixture.js'

// One sale with no practical caps and a huge inventory, so every price and payment below can be bought.
let s: Sale

beforeAll(async () => {
  await fundActors()
  s = await deploySale({ price: parseEther('0.001'), totalCap: MAX, walletCap: MAX, inventory: 10n ** 59n })
  await mineAt(s.start)
})
useChainSnapshots()

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/** Buys `payment` at the sale's current price and checks the purchase against quote() and against the math done here. */
async function buyAndCheck(payment: bigint) {
  const price = await read(s.sale, 'price')
  const [tokens, cost] = await read(s.sale, 'quote', [payment])
  // The rounding rules, computed independently: tokens floored, cost ceiled, cost within the payment.
  expect(tokens).toBe((payment * ONE) / price)
  expect(cost).toBe(ceilDiv(tokens * price, ONE))
  expect(cost).toBeLessThanOrEqual(payment)
  expect(cost * ONE).toBeGreaterThanOrEqual(tokens * price) // never a free unit of STAR
  expect(await read(s.sale, 'costOf', [tokens])).toBe(cost)
  expect(await read(s.sale, 'costOf', [tokens + 1n])).toBeGreaterThan(payment) // the payment could not buy one more unit

  const [tokensBefore, nativeBefore, saleBefore] = await Promise.all([
    balanceOf(s.token, accounts.alice.address),
    nativeBalance(accounts.alice.address),
    nativeBalance(s.sale),
  ])
  const receipt = await buy(wallets.alice, s.sale, payment, price, tokens)
  expect((await balanceOf(s.token, accounts.alice.address)) - tokensBefore).toBe(tokens)
  expect(nativeBefore - (await nativeBalance(accounts.alice.address))).toBe(cost + gasCost(receipt))
  expect((await nativeBalance(s.sale)) - saleBefore).toBe(cost)
  const [purchased] = parseEventLogs({ abi: starSaleAbi, logs: receipt.logs, eventName: 'Purchased' })
  expect(purchased!.args).toEqual({ buyer: accounts.alice.address, tokens, cost, refund: payment - cost })
  return { tokens, cost, receipt }
}

const PRICES = [
  1n, // 1 wei per whole STAR
  3n, // the odd one: thirds never divide evenly
  7n * ONE, // 7 native per STAR
  parseEther('0.001'),
  333_333_333_333_333_337n, // a prime-ish price with every digit significant
  10n ** 30n, // 1e12 native per STAR: one token unit costs 1e12 wei
]
const PAYMENTS = [1n, 2n, 3n, 999n, 10n ** 12n - 1n, 10n ** 12n, 10n ** 15n + 7n, ONE + 1n, parseEther('3.333333333333333333'), parseEther('1234.5678')]

describe('StarSale quote and buy', () => {
  test('behavior: quote() is exactly what buy() delivers, for many prices and payments', async () => {
    let bought = 0
    for (const price of PRICES) {
      await send(wallets.deployer, s.sale, 'setPrice', [price])
      for (const payment of PAYMENTS) {
        const [tokens] = await read(s.sale, 'quote', [payment])
        if (tokens === 0n) {
          expect(await reverts(buy(wallets.alice, s.sale, payment, price))).toBe('PaymentTooSmall')
          continue
        }
        await buyAndCheck(payment)
        bought++
      }
    }
    expect(bought).toBeGreaterThan(50) // most combinations bought something; the rest were checked as too small
  })

  test('behavior: the remainder is refunded exactly (7 native per STAR, 1 native + 5 wei paid, 6 wei back)', async () => {
    await send(wallets.deployer, s.sale, 'setPrice', [7n * ONE])
    const { tokens, cost } = await buyAndCheck(ONE + 5n)
    expect(tokens).toBe(142_857_142_857_142_857n) // floor((1e18 + 5) / 7)
    expect(cost).toBe(999_999_999_999_999_999n) // 142857142857142857 × 7
    expect(ONE + 5n - cost).toBe(6n)
  })

  test('behavior: at 3 wei per STAR one wei buys 0.333… STAR and is spent in full (cost rounds up)', async () => {
    await send(wallets.deployer, s.sale, 'setPrice', [3n])
    expect(await read(s.sale, 'quote', [1n])).toEqual([333_333_333_333_333_333n, 1n])
    expect(await read(s.sale, 'costOf', [1n])).toBe(1n) // one unit costs 3e-18 wei: a whole wei, never zero
    expect(await read(s.sale, 'costOf', [ONE])).toBe(3n)
    const { tokens, cost } = await buyAndCheck(10n) // refund = 10 - cost, checked against the Purchased event
    expect([tokens, cost]).toEqual([3_333_333_333_333_333_333n, 10n])
  })

  test('behavior: a payment too small for one token unit reverts PaymentTooSmall, never zero tokens', async () => {
    await send(wallets.deployer, s.sale, 'setPrice', [10n ** 30n])
    expect(await read(s.sale, 'quote', [10n ** 12n - 1n])).toEqual([0n, 0n])
    expect(await read(s.sale, 'costOf', [1n])).toBe(10n ** 12n)
    const error = await testClient
      .simulateContract({ account: accounts.alice, address: s.sale, abi: starSaleAbi, functionName: 'buy', args: [10n ** 30n, 0n], value: 10n ** 12n - 1n })
      .catch((e: unknown) => e)
    expect(String(error)).toContain(`PaymentTooSmall(uint256 payment, uint256 minimumPayment)`)
    expect(String(error)).toContain(`(${10n ** 12n - 1n}, ${10n ** 12n})`)
    expect(await reverts(buy(wallets.alice, s.sale, 0n))).toBe('PaymentTooSmall')
    const { tokens, cost } = await buyAndCheck(10n ** 12n)
    expect([tokens, cost]).toEqual([1n, 10n ** 12n])
    expect(await read(s.sale, 'sold')).toBe(1n)
  })

  test('behavior: a large payment at a tiny price does not overflow', async () => {
    await send(wallets.deployer, s.sale, 'setPrice', [1n])
    await testClient.setBalance({ address: accounts.alice.address, value: 10n ** 40n })
    const { tokens } = await buyAndCheck(10n ** 39n) // 1e21 native buys 1e57 token units
    expect(tokens).toBe(10n ** 57n)
    expect(await read(s.sale, 'purchased', [accounts.alice.address])).toBe(10n ** 57n)
  })
})
