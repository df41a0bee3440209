import { createServer } from 'node:net'
import { createPublicClient, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { LocalChainError } from '../errors.js'
import { startLocalChain } from './startLocalChain.js'

const listen = async (port: number) =>
  await new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })

describe('startLocalChain', () => {
  test('default: answers on loopback with the chain id asked for, and stop frees the port', async () => {
    const chain = await startLocalChain({ chainId: 5000 })
    try {
      expect(chain.url).toBe(`http://127.0.0.1:${chain.port}`)
      const client = createPublicClient({ transport: http(chain.url) })
      expect(await client.getChainId()).toBe(5000)
      // hardhat's first development account is funded
      expect(await client.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })).toBeGreaterThan(0n)
    } finally {
      await chain.stop()
    }
    const server = await listen(chain.port) // throws EADDRINUSE if the node still held it
    server.close()
    await chain.stop() // a second stop is a no-op
  })

  test('behavior: stop ends a node that hangs (SIGSTOP) and frees its port', async () => {
    const chain = await startLocalChain()
    process.kill(chain.pid, 'SIGSTOP')
    await chain.stop()
    const server = await listen(chain.port) // throws EADDRINUSE if the node still held it
    server.close()
  })

  test('behavior: a port in use is a clear error, and nothing is left running', async () => {
    const server = await listen(0)
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const error = await startLocalChain({ port }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(LocalChainError)
      expect(error).toMatchObject({ code: 'port_in_use', message: expect.stringContaining(`port ${port}`) as string })
    } finally {
      server.close()
    }
  })
})
