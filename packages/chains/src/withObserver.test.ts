import { afterEach, describe, expect, test } from 'vitest'
import { type Behavior, type RpcServer, startRpcServer } from '../test/rpcServer.js'
import { createChainTransport } from './createChainTransport.js'
import type { RpcCallEvent } from './withObserver.js'

const servers: RpcServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function urls(...behaviors: Behavior[]): Promise<string[]> {
  const started = await Promise.all(behaviors.map((behavior, i) => startRpcServer(`#${i}`, behavior, [])))
  servers.push(...started)
  return started.map((server) => server.url)
}

describe('onRequest', () => {
  test('default: each call to an endpoint is reported with its position, method and outcome, never its URL', async () => {
    const events: RpcCallEvent[] = []
    const list = await urls({ kind: 'status', status: 429 }, { kind: 'ok' })
    const transport = createChainTransport(5000, { urls: list, settings: { timeout: 2_000, retryCount: 0, retryDelay: 1 }, onRequest: (event) => events.push(event) })
    await expect(transport({}).request({ method: 'eth_blockNumber', params: [] })).resolves.toBe('0x10')
    expect(events.map(({ chainId, endpoint, method, outcome }) => ({ chainId, endpoint, method, outcome }))).toEqual([
      { chainId: 5000, endpoint: 1, method: 'eth_blockNumber', outcome: 'rate_limited' },
      { chainId: 5000, endpoint: 2, method: 'eth_blockNumber', outcome: 'ok' },
    ])
    expect(events.every((event) => event.durationMs >= 0)).toBe(true)
    expect(JSON.stringify(events)).not.toMatch(/http|127\.0\.0\.1/)
  })

  test('behavior: an endpoint that hangs is reported as a timeout; an observer that throws never fails the call', async () => {
    const events: RpcCallEvent[] = []
    const list = await urls({ kind: 'never' }, { kind: 'ok' })
    const transport = createChainTransport(1, {
      urls: list,
      settings: { timeout: 1_000, retryCount: 0, retryDelay: 1 },
      onRequest: (event) => {
        events.push(event)
        throw new Error('a broken observer')
      },
    })
    await expect(transport({}).request({ method: 'eth_chainId', params: [] })).resolves.toBeDefined()
    expect(events.map((event) => [event.endpoint, event.outcome])).toEqual([
      [1, 'timeout'],
      [2, 'ok'],
    ])
  })
})
