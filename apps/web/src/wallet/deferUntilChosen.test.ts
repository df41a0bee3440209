import { describe, expect, test } from 'vitest'
import { type CreateConnectorFn, createConnector } from 'wagmi'
import { savedConnectorIds } from '@/wallet-bridge/savedConnection'
import { ConnectorNotChosenError, deferUntilChosen } from './deferUntilChosen'

/** A connector that counts what wagmi would make it do: set up, and load its provider (the SDK). */
function countingConnector(id: string, type: string) {
  const calls = { setup: 0, getProvider: 0 }
  const fn = createConnector(() => ({
    id,
    name: id,
    type,
    async setup() {
      calls.setup += 1
      await this.getProvider()
    },
    async getProvider() {
      calls.getProvider += 1
      return { sdk: id }
    },
    async isAuthorized() {
      return true
    },
    async connect() {
      return { accounts: [], chainId: 1 }
    },
    async disconnect() {},
    async getAccounts() {
      return []
    },
    async getChainId() {
      return 1
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
  return { fn, calls }
}

const build = (fn: CreateConnectorFn) => fn({} as Parameters<CreateConnectorFn>[0])

describe('deferUntilChosen', () => {
  test('behavior: an SDK connector starts nothing while the reconnect runs, then sets up once with its first provider', async () => {
    let open = false
    const { fn, calls } = countingConnector('walletConnect', 'walletConnect')
    const connector = build(deferUntilChosen(fn, new Set(), { isOpen: () => open }))
    expect(connector.setup).toBeUndefined()
    await expect(connector.getProvider()).rejects.toBeInstanceOf(ConnectorNotChosenError)
    expect(await connector.isAuthorized()).toBe(false)
    expect(calls).toEqual({ setup: 0, getProvider: 0 })

    open = true // the visitor picked it in the modal
    expect(await connector.getProvider()).toEqual({ sdk: 'walletConnect' })
    await connector.getProvider()
    expect(calls.setup).toBe(1)
    expect(await connector.isAuthorized()).toBe(true)
  })

  test('behavior: injected connectors and the saved connection are left as they are', () => {
    const closed = { isOpen: () => false }
    const injected = countingConnector('injected', 'injected')
    expect(build(deferUntilChosen(injected.fn, new Set(), closed)).setup).toBeTypeOf('function')
    const saved = countingConnector('coinbase', 'coinbaseWallet')
    expect(build(deferUntilChosen(saved.fn, new Set(['coinbase']), closed)).setup).toBeTypeOf('function')
  })
})

describe('savedConnectorIds', () => {
  test("behavior: reads wagmi's persisted connections and recent connector; bad JSON counts as nothing", () => {
    const storage = new Map<string, string>()
    const fake = { getItem: (key: string) => storage.get(key) ?? null } as Storage
    expect([...savedConnectorIds(fake)]).toEqual([])
    storage.set('wagmi.recentConnectorId', JSON.stringify('walletConnect'))
    storage.set(
      'wagmi.store',
      JSON.stringify({ state: { connections: { __type: 'Map', value: [['uid1', { accounts: [], chainId: 1, connector: { id: 'io.metamask' } }]] } } }),
    )
    expect([...savedConnectorIds(fake)].sort()).toEqual(['io.metamask', 'walletConnect'])
    storage.set('wagmi.store', '{not json')
    expect([...savedConnectorIds(fake)]).toEqual(['walletConnect'])
  })
})
