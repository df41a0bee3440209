import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { checkRpcChainIds, describeFinding } from './checkRpcChainIds'

// JSON-RPC endpoints of the test's own: a node answering a given chain id, or one that never answers.
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})
async function node(chainId: number | 'hung'): Promise<string> {
  const server = createServer((request, response) => {
    if (chainId === 'hung') return
    request.resume().on('end', () => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `0x${chainId.toString(16)}` }))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/SECRETKEY`
}

describe('checkRpcChainIds', () => {
  test('default: every RPC answering its own chain id -> no finding', async () => {
    const env = { NEXT_PUBLIC_RPC_MANTLE: `${await node(5000)},${await node(5000)}`, NEXT_PUBLIC_RPC_ARBITRUM: await node(42161) }
    expect(await checkRpcChainIds([5000, 42161], env)).toEqual([])
  })

  test('behavior: a Mantle URL answering chain 1 -> wrong_chain naming the chain, the variable and the position, never the URL or its key', async () => {
    const env = { NEXT_PUBLIC_RPC_MANTLE: `${await node(5000)},${await node(1)}` }
    const findings = await checkRpcChainIds([5000], env)
    expect(findings).toEqual([{ kind: 'wrong_chain', chainId: 5000, variable: 'NEXT_PUBLIC_RPC_MANTLE', position: 2, answered: 1 }])
    const words = describeFinding(findings[0]!)
    expect(words).toBe('Mantle (5000) RPC #2 of NEXT_PUBLIC_RPC_MANTLE answers chain id 1, not 5000')
    expect(words).not.toMatch(/SECRETKEY|127\.0\.0\.1|http/)
  })

  test('behavior: an RPC that does not answer -> no_answer (logged at start, not fatal)', async () => {
    const env = { NEXT_PUBLIC_RPC_ARBITRUM: await node('hung') }
    expect(await checkRpcChainIds([42161], env)).toEqual([{ kind: 'no_answer', chainId: 42161, variable: 'NEXT_PUBLIC_RPC_ARBITRUM', position: 1 }])
  })
})
