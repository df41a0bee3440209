import { type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RpcCall = { jsonrpc: '2.0'; id: number; method: string; params?: unknown[] }

/** What a throwaway endpoint does with every HTTP request. */
export type Behavior =
  | { kind: 'ok'; result?: (call: RpcCall) => unknown }
  | { kind: 'status'; status: number }
  | { kind: 'rpcError'; code: number; message?: string }
  | { kind: 'never' }

export type RpcServer = {
  name: string
  url: string
  /** One entry per HTTP request: the JSON-RPC calls it carried. */
  requests: RpcCall[][]
  close(): Promise<void>
}

/**
 * A JSON-RPC endpoint on a random loopback port. `log` is shared between the servers of a
 * test so that the order in which endpoints were tried can be asserted.
 */
export async function startRpcServer(name: string, behavior: Behavior, log: string[] = []): Promise<RpcServer> {
  const requests: RpcCall[][] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcCall | RpcCall[]
      const calls = Array.isArray(body) ? body : [body]
      requests.push(calls)
      log.push(name)
      answer(res, behavior, body, calls)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    name,
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function answer(res: ServerResponse, behavior: Behavior, body: RpcCall | RpcCall[], calls: RpcCall[]): void {
  if (behavior.kind === 'never') return
  if (behavior.kind === 'status') {
    res.writeHead(behavior.status, { 'Content-Type': 'text/plain' }).end('upstream unavailable')
    return
  }
  const replies = calls.map((call) =>
    behavior.kind === 'ok'
      ? { jsonrpc: '2.0', id: call.id, result: behavior.result ? behavior.result(call) : defaultResult(call) }
      : { jsonrpc: '2.0', id: call.id, error: { code: behavior.code, message: behavior.message ?? 'rpc error' } },
  )
  res.writeHead(200, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(Array.isArray(body) ? replies : replies[0]))
}

function defaultResult(call: RpcCall): unknown {
  if (call.method === 'eth_chainId') return '0x1'
  if (call.method === 'eth_blockNumber') return '0x10'
  if (call.method === 'eth_gasPrice') return '0x3b9aca00'
  return `0x${call.id.toString(16)}`
}
