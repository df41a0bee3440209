import { createPublicClient } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { type Behavior, type RpcServer, startRpcServer } from '../test/rpcServer.js'
import { startWsRpcServer } from '../test/wsServer.js'
import { createChainTransport } from './createChainTransport.js'
import { RpcConfigError } from './errors.js'

const servers: RpcServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** Starts endpoints sharing one log, in the order given. */
async function endpoints(...behaviors: Behavior[]) {
  const log: string[] = []
  const started = await Promise.all(behaviors.map((behavior, i) => startRpcServer(`#${i}`, behavior, log)))
  servers.push(...started)
  return { log, servers: started, urls: started.map((server) => server.url) }
}

const calls = (server: RpcServer | undefined) => server?.requests.flat().length ?? 0

/** Short delays so failing paths take milliseconds; a timeout loose enough for a loaded machine. */
const fast = { timeout: 2_000, retryCount: 0, retryDelay: 1 }

function request(transport: ReturnType<typeof createChainTransport>, method = 'eth_blockNumber') {
  return transport({}).request({ method, params: [] })
}

describe('createChainTransport', () => {
  test('default: answers from the first endpoint and leaves the others alone', async () => {
    const { urls, servers } = await endpoints({ kind: 'ok' }, { kind: 'ok' })
    const transport = createChainTransport(1, { urls, settings: fast })

    await expect(request(transport)).resolves.toBe('0x10')
    expect(servers.map(calls)).toEqual([1, 0])
  })

  test('behavior: batches the calls of one tick into one HTTP request', async () => {
    const { urls, servers } = await endpoints({ kind: 'ok' })
    const client = createPublicClient({ transport: createChainTransport(1, { urls, settings: fast }) })

    const [blockNumber, chainId, gasPrice] = await Promise.all([
      client.getBlockNumber(),
      client.getChainId(),
      client.getGasPrice(),
    ])

    expect([blockNumber, chainId, gasPrice]).toEqual([16n, 1, 1_000_000_000n])
    expect(servers[0]?.requests).toHaveLength(1)
    expect(servers[0]?.requests[0]?.map((call) => call.method).sort()).toEqual([
      'eth_blockNumber',
      'eth_chainId',
      'eth_gasPrice',
    ])
  })

  test('behavior: a batch holds at most 1000 calls', async () => {
    const { urls, servers } = await endpoints({ kind: 'ok' })
    const transport = createChainTransport(1, { urls, settings: fast })({})

    await Promise.all(Array.from({ length: 1001 }, () => transport.request({ method: 'eth_chainId' })))

    expect(servers[0]?.requests.map((batch) => batch.length)).toEqual([1000, 1])
  })

  test('behavior: falls back in order past a 500 and an RPC error', async () => {
    const { urls, servers, log } = await endpoints(
      { kind: 'status', status: 500 },
      { kind: 'rpcError', code: -32603, message: 'internal error' },
      { kind: 'ok' },
      { kind: 'ok' },
    )
    const transport = createChainTransport(1, { urls, settings: fast })

    await expect(request(transport)).resolves.toBe('0x10')
    expect(log).toEqual(['#0', '#1', '#2'])
    expect(servers.map(calls)).toEqual([1, 1, 1, 0])
  })

  test('behavior: when every endpoint fails, the whole list is retried retryCount times', async () => {
    const { urls, servers, log } = await endpoints({ kind: 'status', status: 500 }, { kind: 'status', status: 503 })
    const transport = createChainTransport(1, { urls, settings: { ...fast, retryCount: 2 } })

    await expect(request(transport)).rejects.toMatchObject({ name: 'HttpRequestError', status: 503 })
    expect(log).toEqual(['#0', '#1', '#0', '#1', '#0', '#1'])
    expect(servers.map(calls)).toEqual([3, 3])
  })

  test("behavior: Arbitrum Sepolia's own retry count (3) applies", async () => {
    const { urls, servers } = await endpoints({ kind: 'status', status: 500 })
    // Only the delay and timeout are shortened; the retry count is the chain's.
    const transport = createChainTransport(421_614, { urls, settings: { timeout: 2_000, retryDelay: 1 } })

    await expect(request(transport)).rejects.toMatchObject({ status: 500 })
    expect(calls(servers[0])).toBe(4)
  })

  test('behavior: an endpoint that never answers times out and hands over to the next', async () => {
    const { urls, servers, log } = await endpoints({ kind: 'never' }, { kind: 'ok' })
    const transport = createChainTransport(1, { urls, settings: { ...fast, timeout: 1_000 } })

    await expect(request(transport)).resolves.toBe('0x10')
    expect(log).toEqual(['#0', '#1'])
    expect(servers.map(calls)).toEqual([1, 1])
  })

  test('behavior: a lone silent endpoint gives a TimeoutError', async () => {
    const { urls, servers } = await endpoints({ kind: 'never' })
    const transport = createChainTransport(1, { urls, settings: { ...fast, timeout: 150 } })

    await expect(request(transport)).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(calls(servers[0])).toBe(1)
  })

  test('behavior: a user rejection (4001) is thrown at once, not tried elsewhere or again', async () => {
    const { urls, servers } = await endpoints({ kind: 'rpcError', code: 4001, message: 'User rejected' }, { kind: 'ok' })
    const transport = createChainTransport(1, { urls, settings: { ...fast, retryCount: 3 } })

    await expect(request(transport, 'eth_sendTransaction')).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(servers.map(calls)).toEqual([1, 0])
  })

  test('behavior: an execution revert is thrown at once, not tried elsewhere', async () => {
    const { urls, servers } = await endpoints({ kind: 'rpcError', code: 3, message: 'execution reverted: nope' }, { kind: 'ok' })
    const transport = createChainTransport(1, { urls, settings: { ...fast, retryCount: 3 } })

    await expect(request(transport, 'eth_call')).rejects.toMatchObject({ code: 3 })
    expect(servers.map(calls)).toEqual([1, 0])
  })

  test('parameters: env overrides the list, in the order written', async () => {
    const { urls, log } = await endpoints({ kind: 'status', status: 500 }, { kind: 'ok' })
    const env = { NEXT_PUBLIC_RPC_MANTLE: ` ${urls[0]} ,${urls[1]}` }
    const transport = createChainTransport(5_000, { env, settings: fast })

    await expect(request(transport)).resolves.toBe('0x10')
    expect(log).toEqual(['#0', '#1'])
  })

  test('parameters: an unknown chain needs urls', () => {
    expect(() => createChainTransport(999)).toThrow(RpcConfigError)
    expect(() => createChainTransport(999)).toThrow(expect.objectContaining({ code: 'no_rpc_urls' }))
  })
})

describe('createChainTransport over WebSocket', () => {
  test('behavior: a ws:// URL is served by a WebSocket transport, after a failing HTTP endpoint', async () => {
    const ws = await startWsRpcServer(() => '0x2a')
    const { urls, servers } = await endpoints({ kind: 'status', status: 500 })
    const transport = createChainTransport(1, { urls: [...urls, ws.url], settings: fast })({})

    try {
      await expect(transport.request({ method: 'eth_blockNumber' })).resolves.toBe('0x2a')
      expect(calls(servers[0])).toBe(1)
      expect(ws.calls.map((call) => call.method)).toEqual(['eth_blockNumber'])
    } finally {
      // Close viem's cached socket before the server, or it keeps reconnecting.
      const socketTransport = (transport.value as { transports: { value?: { getRpcClient?: () => Promise<{ close(): void }> } }[] })
        .transports[1]
      ;(await socketTransport?.value?.getRpcClient?.())?.close()
      await ws.close()
    }
  })
})
