import { parseEther, parseEventLogs, zeroAddress } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, mineAt, nextBlockAt, now, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { starSaleAbi, starSaleBytecode } from '../src/generated/StarSale.js'
import { balanceOf, buy, deployRevert, deploySale, deployToken, fundActors, gasCost, nativeBalance, read, saleArgs, send, type Sale } from './StarSale.fixture.js'

let s: Sale
const PRICE = parseEther('0.001') // native wei per whole STAR

beforeAll(async () => {
  await fundActors()
  s = await deploySale({ price: PRICE, totalCap: parseEther('1000'), walletCap: parseEther('100'), inventory: parseEther('800') })
})
useChainSnapshots()

const events = (receipt: { logs: Parameters<typeof parseEventLogs>[0]['logs'] }) => parseEventLogs({ abi: starSaleAbi, logs: receipt.logs })

describe('StarSale', () => {
  test('default: the views the site reads after deployment', async () => {
    expect(await read(s.sale, 'token')).toBe(s.token)
    expect(await read(s.sale, 'owner')).toBe(accounts.deployer.address)
    expect(await read(s.sale, 'price')).toBe(PRICE)
    expect(await read(s.sale, 'startTime')).toBe(s.start)
    expect(await read(s.sale, 'endTime')).toBe(s.end)
    expect(await read(s.sale, 'totalCap')).toBe(parseEther('1000'))
    expect(await read(s.sale, 'walletCap')).toBe(parseEther('100'))
    expect(await read(s.sale, 'sold')).toBe(0n)
    expect(await read(s.sale, 'purchased', [accounts.alice.address])).toBe(0n)
    expect(await read(s.sale, 'paused')).toBe(false)
    // remaining is bounded by the inventory (800) below the total cap (1000); remainingFor by the wallet cap.
    expect(await read(s.sale, 'remaining')).toBe(parseEther('800'))
    expect(await read(s.sale, 'remainingFor', [accounts.alice.address])).toBe(parseEther('100'))
    expect(await read(s.sale, 'costOf', [parseEther('2')])).toBe(parseEther('0.002'))
    expect(await read(s.sale, 'quote', [parseEther('0.0025')])).toEqual([parseEther('2.5'), parseEther('0.0025')])
  })

  test('parameters: the constructor refuses a zero token or owner, a zero price, a bad window and zero caps', async () => {
    const token = await deployToken()
    const t = await now()
    const good = saleArgs(token, {}, t)
    const withArg = (i: number, v: unknown) => good.map((a, j) => (j === i ? v : a)) as unknown as typeof good
    expect(await deployRevert(withArg(0, zeroAddress))).toBe('ZeroAddress')
    expect(await deployRevert(withArg(1, zeroAddress))).toBe('OwnableInvalidOwner')
    expect(await deployRevert(withArg(2, 0n))).toBe('InvalidPrice')
    expect(await deployRevert(withArg(4, good[3]))).toBe('InvalidWindow') // start == end
    expect(await deployRevert(saleArgs(token, { start: t - 100n, end: t - 1n }, t))).toBe('InvalidWindow') // already over
    expect(await deployRevert(withArg(5, 0n))).toBe('InvalidCap')
    expect(await deployRevert(withArg(6, 0n))).toBe('InvalidCap')
    // A good deployment announces its price, window and caps, as every later change does.
    const hash = await wallets.deployer.deployContract({ abi: starSaleAbi, bytecode: starSaleBytecode, args: good })
    const logs = events(await testClient.waitForTransactionReceipt({ hash }))
    expect(logs.map((e) => [e.eventName, e.args])).toEqual([
      ['OwnershipTransferred', { previousOwner: zeroAddress, newOwner: accounts.deployer.address }],
      ['PriceUpdated', { oldPrice: 0n, newPrice: good[2] }],
      ['WindowUpdated', { startTime: good[3], endTime: good[4] }],
      ['CapsUpdated', { totalCap: good[5], walletCap: good[6] }],
    ])
  })

  test('behavior: the window is [startTime, endTime): before start, at start, last second, at end', async () => {
    await nextBlockAt(s.start - 1n)
    expect(await reverts(buy(wallets.alice, s.sale, PRICE))).toBe('SaleNotStarted')
    await nextBlockAt(s.start)
    expect((await buy(wallets.alice, s.sale, PRICE)).status).toBe('success')
    await nextBlockAt(s.end - 1n)
    expect((await buy(wallets.alice, s.sale, PRICE)).status).toBe('success')
    await nextBlockAt(s.end)
    expect(await reverts(buy(wallets.alice, s.sale, PRICE))).toBe('SaleEnded')
    expect(await balanceOf(s.token, accounts.alice.address)).toBe(parseEther('2'))
  })

  test('behavior: pause stops buying and unpause resumes it; only the owner does either', async () => {
    await mineAt(s.start)
    expect(await reverts(send(wallets.alice, s.sale, 'pause', []))).toBe('OwnableUnauthorizedAccount')
    const paused = await send(wallets.deployer, s.sale, 'pause', [])
    expect(events(paused).map((e) => e.eventName)).toEqual(['Paused'])
    expect(await read(s.sale, 'paused')).toBe(true)
    expect(await reverts(send(wallets.deployer, s.sale, 'pause', []))).toBe('EnforcedPause')
    expect(await reverts(buy(wallets.alice, s.sale, PRICE))).toBe('EnforcedPause')
    expect(await reverts(send(wallets.alice, s.sale, 'unpause', []))).toBe('OwnableUnauthorizedAccount')
    expect(events(await send(wallets.deployer, s.sale, 'unpause', [])).map((e) => e.eventName)).toEqual(['Unpaused'])
    expect(await reverts(send(wallets.deployer, s.sale, 'unpause', []))).toBe('ExpectedPause')
    expect((await buy(wallets.alice, s.sale, PRICE)).status).toBe('success')
  })

  test('behavior: a price change between quote and buy is refused with PriceChanged(expected, actual)', async () => {
    await mineAt(s.start)
    const shown = await read(s.sale, 'price')
    const [tokens] = await read(s.sale, 'quote', [parseEther('0.01')])
    expect(tokens).toBe(parseEther('10'))
    const newPrice = parseEther('0.002')
    const receipt = await send(wallets.deployer, s.sale, 'setPrice', [newPrice])
    expect(events(receipt)[0]).toMatchObject({ eventName: 'PriceUpdated', args: { oldPrice: PRICE, newPrice } })
    const error = await testClient.simulateContract({ account: accounts.alice, address: s.sale, abi: starSaleAbi, functionName: 'buy', args: [shown, tokens], value: parseEther('0.01') }).catch((e: unknown) => e)
    expect(await reverts(Promise.reject(error))).toBe('PriceChanged')
    expect(String(error)).toContain(`PriceChanged(uint256 expected, uint256 actual)`)
    expect(String(error)).toContain(`(${shown}, ${newPrice})`)
    expect(await reverts(buy(wallets.alice, s.sale, parseEther('0.01'), shown))).toBe('PriceChanged')
    // At the new price the same payment buys half as much.
    expect(await read(s.sale, 'quote', [parseEther('0.01')])).toEqual([parseEther('5'), parseEther('0.01')])
    expect(await reverts(send(wallets.deployer, s.sale, 'setPrice', [0n]))).toBe('InvalidPrice')
    expect(await reverts(send(wallets.alice, s.sale, 'setPrice', [1n]))).toBe('OwnableUnauthorizedAccount')
  })

  test('behavior: minTokens: a buy that delivers fewer tokens reverts BelowMinimum, exactly minTokens passes', async () => {
    await mineAt(s.start)
    const pay = parseEther('0.0123')
    const [tokens] = await read(s.sale, 'quote', [pay])
    expect(await reverts(buy(wallets.alice, s.sale, pay, PRICE, tokens + 1n))).toBe('BelowMinimum')
    await buy(wallets.alice, s.sale, pay, PRICE, tokens)
    expect(await balanceOf(s.token, accounts.alice.address)).toBe(tokens)
  })

  test('behavior: withdrawProceeds sends every native wei to `to`, owner only', async () => {
    await mineAt(s.start)
    expect(await reverts(send(wallets.deployer, s.sale, 'withdrawProceeds', [accounts.dave.address]))).toBe('NothingToWithdraw')
    await buy(wallets.alice, s.sale, parseEther('0.05'))
    await buy(wallets.bob, s.sale, parseEther('0.03'))
    const proceeds = await nativeBalance(s.sale)
    expect(proceeds).toBe(parseEther('0.08'))
    expect(await reverts(send(wallets.alice, s.sale, 'withdrawProceeds', [accounts.alice.address]))).toBe('OwnableUnauthorizedAccount')
    expect(await reverts(send(wallets.deployer, s.sale, 'withdrawProceeds', [zeroAddress]))).toBe('ZeroAddress')
    const before = await nativeBalance(accounts.dave.address)
    const receipt = await send(wallets.deployer, s.sale, 'withdrawProceeds', [accounts.dave.address])
    expect(events(receipt)[0]).toMatchObject({ eventName: 'ProceedsWithdrawn', args: { to: accounts.dave.address, amount: proceeds } })
    expect((await nativeBalance(accounts.dave.address)) - before).toBe(proceeds)
    expect(await nativeBalance(s.sale)).toBe(0n)
    // The buyers keep their tokens.
    expect(await balanceOf(s.token, accounts.alice.address)).toBe(parseEther('50'))
  })

  test('behavior: withdrawUnsold only from endTime on, owner only; sold tokens stay with the buyers', async () => {
    await mineAt(s.start)
    await buy(wallets.alice, s.sale, parseEther('0.1')) // 100 STAR
    expect(await reverts(send(wallets.deployer, s.sale, 'withdrawUnsold', [accounts.deployer.address]))).toBe('SaleNotEnded')
    await nextBlockAt(s.end - 1n)
    expect(await reverts(send(wallets.deployer, s.sale, 'withdrawUnsold', [accounts.deployer.address]))).toBe('SaleNotEnded')
    await nextBlockAt(s.end)
    expect(await reverts(send(wallets.alice, s.sale, 'withdrawUnsold', [accounts.alice.address]))).toBe('OwnableUnauthorizedAccount')
    expect(await reverts(send(wallets.deployer, s.sale, 'withdrawUnsold', [zeroAddress]))).toBe('ZeroAddress')
    const receipt = await send(wallets.deployer, s.sale, 'withdrawUnsold', [accounts.carol.address])
    expect(events(receipt)[0]).toMatchObject({ eventName: 'UnsoldWithdrawn', args: { to: accounts.carol.address, amount: parseEther('700') } })
    expect(await balanceOf(s.token, accounts.carol.address)).toBe(parseEther('700'))
    expect(await balanceOf(s.token, accounts.alice.address)).toBe(parseEther('100'))
    expect(await read(s.sale, 'remaining')).toBe(0n)
    expect(await reverts(send(wallets.deployer, s.sale, 'withdrawUnsold', [accounts.carol.address]))).toBe('NothingToWithdraw')
  })

  test('behavior: the window and caps change only before the start, by the owner, with events', async () => {
    const t = await now()
    expect(await reverts(send(wallets.alice, s.sale, 'setWindow', [t + 50n, t + 60n]))).toBe('OwnableUnauthorizedAccount')
    expect(await reverts(send(wallets.alice, s.sale, 'setCaps', [1n, 1n]))).toBe('OwnableUnauthorizedAccount')
    expect(await reverts(send(wallets.deployer, s.sale, 'setWindow', [t + 60n, t + 60n]))).toBe('InvalidWindow')
    expect(await reverts(send(wallets.deployer, s.sale, 'setWindow', [t - 1n, t + 60n]))).toBe('InvalidWindow')
    expect(await reverts(send(wallets.deployer, s.sale, 'setCaps', [0n, 1n]))).toBe('InvalidCap')
    expect(await reverts(send(wallets.deployer, s.sale, 'setCaps', [1n, 0n]))).toBe('InvalidCap')
    const start = t + 500n
    const window = await send(wallets.deployer, s.sale, 'setWindow', [start, start + 100n])
    expect(events(window)[0]).toMatchObject({ eventName: 'WindowUpdated', args: { startTime: start, endTime: start + 100n } })
    const caps = await send(wallets.deployer, s.sale, 'setCaps', [parseEther('50'), parseEther('5')])
    expect(events(caps)[0]).toMatchObject({ eventName: 'CapsUpdated', args: { totalCap: parseEther('50'), walletCap: parseEther('5') } })
    expect([await read(s.sale, 'startTime'), await read(s.sale, 'endTime')]).toEqual([start, start + 100n])
    expect(await read(s.sale, 'remainingFor', [accounts.alice.address])).toBe(parseEther('5'))
    await nextBlockAt(start)
    expect(await reverts(send(wallets.deployer, s.sale, 'setCaps', [parseEther('60'), parseEther('6')]))).toBe('SaleAlreadyStarted')
    expect(await reverts(send(wallets.deployer, s.sale, 'setWindow', [start + 10n, start + 1000n]))).toBe('SaleAlreadyStarted')
    expect(await reverts(buy(wallets.alice, s.sale, parseEther('0.0051')))).toBe('WalletCapExceeded')
  })

  test('behavior: ownership moves in two steps', async () => {
    await send(wallets.deployer, s.sale, 'transferOwnership', [accounts.bob.address])
    expect(await read(s.sale, 'pendingOwner')).toBe(accounts.bob.address)
    expect(await read(s.sale, 'owner')).toBe(accounts.deployer.address)
    expect(await reverts(send(wallets.carol, s.sale, 'acceptOwnership', []))).toBe('OwnableUnauthorizedAccount')
    await send(wallets.bob, s.sale, 'acceptOwnership', [])
    expect(await read(s.sale, 'owner')).toBe(accounts.bob.address)
    expect(await reverts(send(wallets.deployer, s.sale, 'pause', []))).toBe('OwnableUnauthorizedAccount')
  })

  test('behavior: a buyer pays exactly cost + gas; native currency sent without buy() is refused', async () => {
    await mineAt(s.start)
    const before = await nativeBalance(accounts.alice.address)
    const receipt = await buy(wallets.alice, s.sale, parseEther('0.0042'))
    expect((await nativeBalance(accounts.alice.address)) - before).toBe(-(parseEther('0.0042') + gasCost(receipt)))
    await expect(wallets.alice.sendTransaction({ to: s.sale, value: 1n, gas: 100_000n })).rejects.toThrow()
    expect(await nativeBalance(s.sale)).toBe(parseEther('0.0042'))
  })
})
