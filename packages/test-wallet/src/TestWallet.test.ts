import type { Browser, BrowserContext } from '@playwright/test'
import { numberToHex, parseTransaction, recoverTransactionAddress, recoverTypedDataAddress, verifyMessage, type TransactionSerialized } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { launchChromium, startPageServer, startRpcServer, type PageServer } from '../test/browser.js'
import { pageEvents, pageRequest, recordEvents } from '../test/pageRequest.js'
import { createTestWallet, type TestWallet } from './TestWallet.js'

let browser: Browser
let server: PageServer
let context: BrowserContext
let wallet: TestWallet

beforeAll(async () => {
  browser = await launchChromium()
  server = await startPageServer()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})
beforeEach(async () => {
  context = await browser.newContext()
  wallet = createTestWallet({ chains: [{ id: 1 }, { id: 11155111 }] })
  await wallet.attach(context)
})
afterEach(async () => {
  await context.close()
})

async function openPage(url = server.url) {
  const page = await context.newPage()
  await page.goto(url)
  return page
}

describe('EIP-6963', () => {
  test('behavior: announces one frozen detail at start and again on every request', async () => {
    // A listener installed before the wallet's script sees the start announcement.
    const own = await browser.newContext()
    await own.addInitScript(() => {
      const scope = window as unknown as { __details: unknown[] }
      scope.__details = []
      window.addEventListener('eip6963:announceProvider', (event) => scope.__details.push((event as CustomEvent).detail))
    })
    await wallet.attach(own)
    const page = await own.newPage()
    await page.goto(server.url)
    const seen = await page.evaluate(() => {
      const scope = window as unknown as { __details: { info: object; provider: { request?: unknown } }[] }
      const atStart = scope.__details.length
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      const [first, second] = [scope.__details[0], scope.__details[1]]
      return {
        atStart,
        afterRequest: scope.__details.length,
        info: second?.info,
        frozen: Object.isFrozen(second) && Object.isFrozen(second?.info),
        same: first === second,
        isProvider: typeof second?.provider.request === 'function',
      }
    })
    await own.close()
    expect(seen).toMatchObject({ atStart: 1, afterRequest: 2, frozen: true, same: true, isProvider: true })
    expect(seen.info).toEqual(wallet.info)
    expect(seen.info).toMatchObject({ rdns: 'dev.stardust.testwallet', icon: expect.stringMatching(/^data:image\//) })
  })

  test('behavior: emits connect with the chain id once the page loads', async () => {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const scope = window as unknown as { __connect: unknown[]; ethereum: { on(e: string, l: (p: unknown) => void): void } }
      scope.__connect = []
      scope.ethereum.on('connect', (info) => scope.__connect.push(info))
    })
    await page.goto(server.url)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __connect: unknown[] }).__connect))
      .toEqual([{ chainId: '0x1' }])
  })
})

describe('accounts', () => {
  test('behavior: eth_accounts is empty until eth_requestAccounts grants access', async () => {
    const page = await openPage()
    expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address.toLowerCase()] })
    expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [wallet.address.toLowerCase()] })
  })

  test('behavior: wallet_requestPermissions grants, per origin, and tells other pages of that origin', async () => {
    const [first, second, foreign] = [await openPage(), await openPage(), await openPage(server.otherOriginUrl)]
    await recordEvents(second)
    const answer = await pageRequest(first, 'wallet_requestPermissions', [{ eth_accounts: {} }])
    expect(answer.result).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ value: [wallet.address.toLowerCase()] }] },
    ])
    expect(await pageRequest(second, 'eth_accounts')).toEqual({ result: [wallet.address.toLowerCase()] })
    expect(await pageEvents(second)).toEqual([['accountsChanged', [wallet.address.toLowerCase()]]])
    expect(await pageRequest(foreign, 'eth_accounts')).toEqual({ result: [] })
  })

  test('behavior: wallet_revokePermissions empties eth_accounts and tells the other pages', async () => {
    const [first, second] = [await openPage(), await openPage()]
    await pageRequest(first, 'eth_requestAccounts')
    await recordEvents(second)
    expect(await pageRequest(first, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null })
    expect(await pageRequest(second, 'eth_accounts')).toEqual({ result: [] })
    expect(await pageEvents(second)).toEqual([['accountsChanged', []]])
  })

  test('behavior: switchAccount emits accountsChanged with the new address', async () => {
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    await recordEvents(page)
    await wallet.switchAccount(1)
    const second = wallet.accounts[1]?.address.toLowerCase()
    expect(await pageEvents(page)).toEqual([['accountsChanged', [second]]])
    expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [second] })
    await expect(wallet.switchAccount(9)).rejects.toThrow('No account 9')
  })

  test('behavior: lock hides accounts and refuses prompts until unlock', async () => {
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    await recordEvents(page)
    await wallet.lock()
    expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
    expect((await pageRequest(page, 'eth_requestAccounts')).error?.code).toBe(4100)
    expect((await pageRequest(page, 'personal_sign', ['0x68', wallet.address])).error?.code).toBe(4100)
    await wallet.unlock()
    expect(await pageEvents(page)).toEqual([
      ['accountsChanged', []],
      ['accountsChanged', [wallet.address.toLowerCase()]],
    ])
  })
})

describe('signing', () => {
  test('behavior: personal_sign signs in Node; the counter is shared by every page', async () => {
    const [first, second] = [await openPage(), await openPage()]
    await pageRequest(first, 'eth_requestAccounts')
    const message = 'Sign in to Stardust'
    const signed = await pageRequest(first, 'personal_sign', [message, wallet.address])
    const hexSigned = await pageRequest(second, 'personal_sign', [numberToHex(42), wallet.address])
    expect(await verifyMessage({ address: wallet.address, message, signature: signed.result as `0x${string}` })).toBe(true)
    expect(
      await verifyMessage({ address: wallet.address, message: { raw: numberToHex(42) }, signature: hexSigned.result as `0x${string}` }),
    ).toBe(true)
    expect(wallet.signatureCount).toBe(2)
    expect(wallet.requestCount('personal_sign')).toBe(2)
  })

  test('behavior: signing needs access and the selected account', async () => {
    const page = await openPage()
    expect((await pageRequest(page, 'personal_sign', ['0x68', wallet.address])).error?.code).toBe(4100)
    await pageRequest(page, 'eth_requestAccounts')
    const other = wallet.accounts[1]?.address
    expect((await pageRequest(page, 'personal_sign', ['0x68', other])).error?.code).toBe(4100)
    expect(wallet.signatureCount).toBe(0)
  })

  test('behavior: eth_signTypedData_v4 signs the JSON typed data', async () => {
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    const typedData = {
      domain: { name: 'Stardust', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const signed = await pageRequest(page, 'eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)])
    const { EIP712Domain: _domain, ...types } = typedData.types
    const recovered = await recoverTypedDataAddress({ ...typedData, types, signature: signed.result as `0x${string}` })
    expect(recovered).toBe(wallet.address)
  })
})

describe('scripting', () => {
  test('behavior: rejectNext fails the next matching prompt once with 4001', async () => {
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    wallet.rejectNext({ methods: ['personal_sign'] })
    expect(await pageRequest(page, 'eth_chainId')).toEqual({ result: '0x1' })
    expect((await pageRequest(page, 'personal_sign', ['0x68', wallet.address])).error).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect((await pageRequest(page, 'personal_sign', ['0x68', wallet.address])).result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.signatureCount).toBe(1)
  })

  test('behavior: loseAnswer carries the next matching request out but loses its answer (timeout, or none), once', async () => {
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    wallet.loseAnswer({ methods: ['personal_sign'] })
    expect((await pageRequest(page, 'personal_sign', ['0x68', wallet.address])).error).toEqual({ code: -32603, message: 'Request timed out' })
    expect(wallet.signatureCount).toBe(1) // it was signed all the same
    expect(wallet.requests.at(-1)?.result).toMatch(/^0x[0-9a-f]{130}$/)
    wallet.loseAnswer({ methods: ['personal_sign'], how: 'never' })
    void pageRequest(page, 'personal_sign', ['0x68', wallet.address]).catch(() => undefined) // the page closes first
    await expect.poll(() => wallet.signatureCount).toBe(2)
    expect(wallet.requests.at(-1)?.answeredAt).toBeUndefined()
    expect((await pageRequest(page, 'personal_sign', ['0x68', wallet.address])).result).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('parameters: rejectNext with another code, on any prompt', async () => {
    const page = await openPage()
    wallet.rejectNext({ code: -32002, message: 'Already processing' })
    expect((await pageRequest(page, 'wallet_requestPermissions', [{ eth_accounts: {} }])).error).toEqual({
      code: -32002,
      message: 'Already processing',
    })
    expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
  })

  test('behavior: hold parks a prompt until the test decides', async () => {
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    const hold = wallet.hold({ methods: ['personal_sign'] })
    const pending = pageRequest(page, 'personal_sign', ['0x68', wallet.address])
    expect(await hold.requested).toMatchObject({ method: 'personal_sign', origin: server.url.slice(0, -1) })
    expect(wallet.signatureCount).toBe(0)
    const held = wallet.requests.find((request) => request.method === 'personal_sign')
    expect(held?.answeredAt).toBeUndefined() // the request log shows what is still pending
    hold.reject()
    expect((await pending).error?.code).toBe(4001)
    expect(held?.answeredAt).toBeGreaterThanOrEqual(held?.at ?? Number.POSITIVE_INFINITY)
  })

  test('behavior: delay holds back matching prompts while others are answered, then still answers them', async () => {
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    wallet.delay(1000, { methods: ['personal_sign'] })
    const pending = pageRequest(page, 'personal_sign', ['0x68', wallet.address])
    await expect.poll(() => wallet.requestCount('personal_sign')).toBe(1)
    const delayed = wallet.requests.find((request) => request.method === 'personal_sign')
    // a prompt the filter does not match, sent later, is answered first
    expect(await pageRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0xaa36a7' }])).toEqual({ result: null })
    expect(delayed?.answeredAt).toBeUndefined()
    expect((await pending).result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(delayed?.answeredAt).toBeDefined()
  })
})

describe('chains', () => {
  test('behavior: switching to a known chain answers null and emits chainChanged everywhere', async () => {
    const [first, second] = [await openPage(), await openPage()]
    await recordEvents(second)
    expect(await pageRequest(first, 'wallet_switchEthereumChain', [{ chainId: '0xaa36a7' }])).toEqual({ result: null })
    expect(await pageRequest(second, 'eth_chainId')).toEqual({ result: '0xaa36a7' })
    expect(await pageRequest(second, 'net_version')).toEqual({ result: '11155111' })
    expect(await pageEvents(second)).toEqual([['chainChanged', '0xaa36a7']])
  })

  test('behavior: an unknown chain answers 4902 until wallet_addEthereumChain, which also switches', async () => {
    const page = await openPage()
    expect((await pageRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x1388' }])).error?.code).toBe(4902)
    expect(await pageRequest(page, 'wallet_addEthereumChain', [{ chainId: '0x1388', chainName: 'Mantle' }])).toEqual({
      result: null,
    })
    expect(await pageRequest(page, 'eth_chainId')).toEqual({ result: '0x1388' })
    wallet.removeChain(1)
    expect((await pageRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).error?.code).toBe(4902)
  })

  test('parameters: canSwitchChain false answers 4200', async () => {
    const stubborn = createTestWallet({ canSwitchChain: false, chains: [{ id: 1 }, { id: 5000 }] })
    const other = await browser.newContext()
    await stubborn.attach(other)
    const page = await other.newPage()
    await page.goto(server.url)
    expect((await pageRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x1388' }])).error?.code).toBe(4200)
    await other.close()
  })

  test('behavior: switchChain from the test emits chainChanged', async () => {
    const page = await openPage()
    await recordEvents(page)
    await wallet.switchChain(42161)
    expect(await pageEvents(page)).toEqual([['chainChanged', '0xa4b1']])
  })
})

describe('reads', () => {
  test('behavior: read calls go to the chain\'s local RPC', async () => {
    const rpc = await startRpcServer({ eth_blockNumber: '0x10', eth_getBalance: '0x5' })
    wallet.addChain(1, rpc.url)
    const page = await openPage()
    expect(await pageRequest(page, 'eth_blockNumber')).toEqual({ result: '0x10' })
    expect(await pageRequest(page, 'eth_getBalance', [wallet.address, 'latest'])).toEqual({ result: '0x5' })
    expect((await pageRequest(page, 'eth_call', [{}, 'latest'])).error?.code).toBe(-32601)
    expect(rpc.calls.map((call) => call.method)).toEqual(['eth_blockNumber', 'eth_getBalance', 'eth_call'])
    await rpc.close()
  })

  test('behavior: without a local RPC, or with a remote one, reads fail and nothing leaves the machine', async () => {
    const page = await openPage()
    expect((await pageRequest(page, 'eth_blockNumber')).error).toMatchObject({ code: -32603, message: expect.stringMatching(/no local RPC/) })
    wallet.addChain(1, 'https://eth.example.org')
    expect((await pageRequest(page, 'eth_blockNumber')).error).toMatchObject({ code: -32603, message: expect.stringMatching(/Refusing/) })
  })

  test('behavior: eth_sendTransaction is signed in Node and sent raw to the local RPC', async () => {
    const rpc = await startRpcServer({
      eth_chainId: '0x1',
      eth_getTransactionCount: '0x7',
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x3b9aca00',
      eth_maxPriorityFeePerGas: '0x3b9aca00',
      eth_getBlockByNumber: { number: '0x10', baseFeePerGas: '0x3b9aca00', timestamp: '0x1' },
      eth_sendRawTransaction: '0x' + 'ab'.repeat(32),
    })
    wallet.addChain(1, rpc.url)
    const page = await openPage()
    await pageRequest(page, 'eth_requestAccounts')
    const to = wallet.accounts[1]?.address
    const sent = await pageRequest(page, 'eth_sendTransaction', [{ from: wallet.address, to, value: '0x1' }])
    expect(sent).toEqual({ result: '0x' + 'ab'.repeat(32) })
    const [serialized] = rpc.calls.find((call) => call.method === 'eth_sendRawTransaction')?.params as [TransactionSerialized]
    const transaction = parseTransaction(serialized)
    expect(transaction).toMatchObject({ to: to?.toLowerCase(), value: 1n, nonce: 7, chainId: 1 })
    expect(await recoverTransactionAddress({ serializedTransaction: serialized })).toBe(wallet.address)
    expect(wallet.signatureCount).toBe(1)
    await rpc.close()
  })
})
