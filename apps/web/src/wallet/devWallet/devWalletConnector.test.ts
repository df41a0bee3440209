import { type LocalChain, startLocalChain } from '@stardust/contracts/local-chain'
import { stardustLocal } from '@stardust/chains'
import { http, parseEther, recoverMessageAddress, recoverTypedDataAddress, verifyTypedData } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, createStorage } from 'wagmi'
import {
  connect,
  disconnect,
  getBalance,
  reconnect,
  sendTransaction,
  signMessage,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { DEV_WALLET_FUNDED_BALANCE_WEI, DEV_WALLET_ID, DEV_WALLET_KEY_STORAGE_KEY } from './constants'
import { createDevProvider } from './createDevProvider'
import { devWalletConnector } from './devWalletConnector'
import { fundDevAccount } from './fundDevAccount'

// A real hardhat node (chain 31337) for the whole file, and one on another chain id to be refused.
let local: LocalChain
let other: LocalChain
beforeAll(async () => {
  ;[local, other] = await Promise.all([startLocalChain(), startLocalChain({ chainId: 5_000 })])
})
afterAll(async () => {
  await Promise.all([local?.stop(), other?.stop()])
})

function memoryStorage() {
  const items = new Map<string, string>()
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

function setup() {
  const keyStorage = memoryStorage()
  const wagmiStorage = new Map<string, string>()
  const connector = devWalletConnector({ rpcUrl: local.url, storage: () => keyStorage })
  const config = createConfig({
    chains: [stardustLocal, mainnet],
    connectors: [connector],
    transports: { [stardustLocal.id]: http(local.url), [mainnet.id]: http('http://127.0.0.1:1') },
    storage: createStorage({
      storage: {
        getItem: (key) => wagmiStorage.get(key) ?? null,
        setItem: (key, value) => void wagmiStorage.set(key, value),
        removeItem: (key) => void wagmiStorage.delete(key),
      },
    }),
  })
  return { config, keyStorage, wagmiStorage, connector: config.connectors[0]! }
}

describe('devWalletConnector on a hardhat node', () => {
  test('default: connect makes a burner key, keeps it, and funds the account to 100 ETH', async () => {
    const { config, keyStorage, connector } = setup()
    expect(await connector.isAuthorized()).toBe(false)
    const result = await connect(config, { connector })
    expect(result.chainId).toBe(31_337)
    const address = result.accounts[0]
    expect(keyStorage.items.get(DEV_WALLET_KEY_STORAGE_KEY)).toMatch(/^0x[0-9a-f]{64}$/)
    expect(connector.id).toBe(DEV_WALLET_ID)
    expect((await getBalance(config, { address, chainId: 31_337 })).value).toBe(DEV_WALLET_FUNDED_BALANCE_WEI)
    expect(await connector.isAuthorized()).toBe(true)
  })

  test('behavior: signs an EIP-4361-style message and typed data with its own key', async () => {
    const { config, connector } = setup()
    const { accounts } = await connect(config, { connector })
    const message = 'localhost:3000 wants you to sign in with your Ethereum account:\nChain ID: 31337'
    const signature = await signMessage(config, { message })
    expect(await recoverMessageAddress({ message, signature })).toBe(accounts[0])

    const typed = {
      domain: { name: 'Stardust', version: '1', chainId: 31_337 },
      types: { Claim: [{ name: 'account', type: 'address' }, { name: 'amount', type: 'uint256' }] },
      primaryType: 'Claim',
      message: { account: accounts[0], amount: 10n ** 18n },
    } as const
    const typedSignature = await signTypedData(config, typed)
    expect(await recoverTypedDataAddress({ ...typed, signature: typedSignature })).toBe(accounts[0])
    expect(await verifyTypedData({ ...typed, address: accounts[0], signature: typedSignature })).toBe(true)
  })

  test('behavior: signs and sends a real transaction to the local node', async () => {
    const { config, connector } = setup()
    const { accounts } = await connect(config, { connector })
    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = await sendTransaction(config, { to, value: parseEther('1.5'), chainId: 31_337 })
    const receipt = await waitForTransactionReceipt(config, { hash, chainId: 31_337, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(accounts[0].toLowerCase())
    expect((await getBalance(config, { address: to, chainId: 31_337 })).value).toBeGreaterThanOrEqual(parseEther('1.5'))
  })

  test('behavior: refuses to switch to another chain', async () => {
    const { config, connector } = setup()
    await connect(config, { connector })
    await expect(switchChain(config, { chainId: mainnet.id })).rejects.toThrow(/Stardust Local \(chain 31337\) only/)
    expect((await switchChain(config, { chainId: 31_337 })).id).toBe(31_337)
  })

  test('behavior: after disconnect it is not reconnected; a new connect brings the same account back', async () => {
    const { config, connector, wagmiStorage } = setup()
    const first = await connect(config, { connector })
    await disconnect(config, { connector })
    expect(wagmiStorage.get(`wagmi.${DEV_WALLET_ID}.disconnected`)).toBe('true')
    expect(await connector.isAuthorized()).toBe(false)
    expect(await reconnect(config)).toEqual([])
    const again = await connect(config, { connector })
    expect(again.accounts[0]).toBe(first.accounts[0])
  })
})

describe('createDevProvider', () => {
  test('behavior: a node on another chain id is refused before anything is sent to it', async () => {
    const provider = createDevProvider({ storage: memoryStorage(), rpcUrl: other.url })
    await expect(provider.request({ method: 'eth_getBalance', params: [provider.address, 'latest'] })).rejects.toThrow(
      /only talks to Stardust Local/,
    )
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: provider.address, to: provider.address, value: '0x1' }] }),
    ).rejects.toThrow(/only talks to Stardust Local/)
  })

  test('behavior: refuses a transaction for another chain id, or another sender, and a switch away', async () => {
    const provider = createDevProvider({ storage: memoryStorage(), rpcUrl: local.url })
    const tx = { from: provider.address, to: provider.address, value: '0x1' }
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ ...tx, chainId: '0x1' }] })).rejects.toThrow(/chain 31337/)
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ ...tx, from: '0x000000000000000000000000000000000000dEaD' }] })).rejects.toThrow(
      /its own account only/,
    )
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4200 })
  })
})

describe('fundDevAccount', () => {
  test('behavior: tops up only below the minimum', async () => {
    const provider = createDevProvider({ storage: memoryStorage(), rpcUrl: local.url })
    const parameters = { request: provider.request, address: provider.address }
    expect(await fundDevAccount({ ...parameters, minimum: 1n, target: 5n })).toBe(true)
    expect(await provider.request({ method: 'eth_getBalance', params: [provider.address, 'latest'] })).toBe('0x5')
    expect(await fundDevAccount({ ...parameters, minimum: 5n, target: 9n })).toBe(false)
    expect(await provider.request({ method: 'eth_getBalance', params: [provider.address, 'latest'] })).toBe('0x5')
  })
})
