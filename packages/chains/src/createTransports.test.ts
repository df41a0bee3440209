import type { Transport } from 'viem'
import { arbitrum, mantle } from 'viem/chains'
import { afterEach, expect, expectTypeOf, test } from 'vitest'
import { type RpcServer, startRpcServer } from '../test/rpcServer.js'
import { SUPPORTED_CHAIN_IDS } from './chains.js'
import { createTransports } from './createTransports.js'

const servers: RpcServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

test('default: one transport per supported chain', () => {
  const transports = createTransports({ env: {} })
  expect(Object.keys(transports).map(Number).sort((a, b) => a - b)).toEqual(
    [...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b),
  )
  expectTypeOf(transports).toEqualTypeOf<Record<1 | 11_155_111 | 42_161 | 421_614 | 5_000 | 5_003, Transport>>()
  for (const transport of Object.values(transports)) expect(transport({}).config.type).toBe('fallback')
})

test('parameters: chains limits the keys; env reaches each chain', async () => {
  const server = await startRpcServer('mantle', { kind: 'ok', result: () => '0x1388' })
  servers.push(server)
  const transports = createTransports({ chains: [mantle, arbitrum], env: { NEXT_PUBLIC_RPC_MANTLE: server.url } })

  expect(Object.keys(transports).sort()).toEqual(['42161', '5000'])
  expectTypeOf(transports).toEqualTypeOf<Record<5_000 | 42_161, Transport>>()
  await expect(transports[5_000]({}).request({ method: 'eth_chainId' })).resolves.toBe('0x1388')
  expect(server.requests).toHaveLength(1)
})

test('behavior: an invalid override fails when the transports are built', () => {
  expect(() => createTransports({ env: { NEXT_PUBLIC_RPC_ARBITRUM: 'arb1' } })).toThrow('NEXT_PUBLIC_RPC_ARBITRUM')
})
