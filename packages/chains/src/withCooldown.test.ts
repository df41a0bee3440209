import { afterEach, describe, expect, test, vi } from 'vitest'
import { type Behavior, type RpcServer, startRpcServer } from '../test/rpcServer.js'
import { createChainTransport } from './createChainTransport.js'

const servers: RpcServer[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function endpoints(...behaviors: Behavior[]) {
  const started = await Promise.all(behaviors.map((behavior, i) => startRpcServer(`#${i}`, behavior)))
  servers.push(...started)
  return { servers: started, urls: started.map((server) => server.url) }
}
const calls = (servers: RpcServer[]) => servers.map((server) => server.requests.flat().length)
const fast = { timeout: 2_000, retryCount: 0, retryDelay: 1 }
const blockNumber = (transport: ReturnType<typeof createChainTransport>) => transport({}).request({ method: 'eth_blockNumber', params: [] })

describe('withCooldown (through createChainTransport)', () => {
  test.each([429, 503, 502])('behavior: a %i moves to the next endpoint, which then answers alone for the cooldown', async (status) => {
    // The cooldown's clock is Date's, moved by the test: no request may race a real timer on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'] })
    const { servers, urls } = await endpoints({ kind: 'status', status }, { kind: 'ok' })
    const transport = createChainTransport(1, { urls, settings: fast, cooldownMs: 60_000 })

    await expect(blockNumber(transport)).resolves.toBe('0x10')
    await expect(blockNumber(transport)).resolves.toBe('0x10')
    await expect(blockNumber(transport)).resolves.toBe('0x10')
    expect(calls(servers)).toEqual([1, 3])

    vi.setSystemTime(Date.now() + 60_001)
    await expect(blockNumber(transport)).resolves.toBe('0x10')
    expect(calls(servers)).toEqual([2, 4])
  })

  test('behavior: an RPC error of the request (a revert) does not cool the endpoint', async () => {
    const { servers, urls } = await endpoints({ kind: 'rpcError', code: 3, message: 'execution reverted' }, { kind: 'ok' })
    const transport = createChainTransport(1, { urls, settings: fast, cooldownMs: 60_000 })

    await expect(blockNumber(transport)).rejects.toThrow(/reverted/)
    await expect(blockNumber(transport)).rejects.toThrow(/reverted/)
    expect(calls(servers)).toEqual([2, 0])
  })

  test('behavior: a lone endpoint that answered 429 is still asked (nothing else to ask)', async () => {
    const { servers, urls } = await endpoints({ kind: 'status', status: 429 })
    const transport = createChainTransport(1, { urls, settings: fast, cooldownMs: 60_000 })

    await expect(blockNumber(transport)).rejects.toThrow()
    await expect(blockNumber(transport)).rejects.toThrow()
    expect(calls(servers)).toEqual([2])
  })
})
