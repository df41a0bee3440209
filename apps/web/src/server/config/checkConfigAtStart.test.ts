import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, test, vi } from 'vitest'
import { checkRpcChainIdsAtStart, checkServerEnvAtStart } from './checkConfigAtStart'

let server: Server | undefined
afterAll(() => server?.close())

/** Runs a start check; returns what it printed and the exit code it asked for (the process keeps running). */
async function atStart(check: () => unknown): Promise<{ exit?: number; printed: string }> {
  const printed: string[] = []
  const error = vi.spyOn(process.stderr, 'write').mockImplementation((text: string | Uint8Array) => (printed.push(String(text).trimEnd()), true))
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw Object.assign(new Error('exit'), { exitCode: code })
  })
  try {
    await check()
    return { printed: printed.join('\n') }
  } catch (thrown) {
    return { exit: (thrown as { exitCode: number }).exitCode, printed: printed.join('\n') }
  } finally {
    error.mockRestore()
    exit.mockRestore()
  }
}

test('behavior: a malformed variable stops the start, naming it and the reason, never the value', async () => {
  const result = await atStart(() => checkServerEnvAtStart({ REDIS_URL: 'redis//:hunter2@cache' }))
  expect(result).toEqual({ exit: 1, printed: 'Configuration invalid: REDIS_URL: must be a redis:// or rediss:// URL with a host' })
})

test('behavior: a Mantle RPC answering chain 1 stops the start, naming the chain, never the URL with its key', async () => {
  server = createServer((request, response) => {
    request.resume().on('end', () => response.setHeader('content-type', 'application/json').end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1' })))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/SECRETKEY`
  const result = await atStart(() => checkRpcChainIdsAtStart({ NEXT_PUBLIC_RPC_MANTLE: url, STARDUST_DEPLOYMENTS: '{}' }))
  expect(result).toEqual({ exit: 1, printed: 'RPC setup failed: Mantle (5000) RPC #1 of NEXT_PUBLIC_RPC_MANTLE answers chain id 1, not 5000' })
})
