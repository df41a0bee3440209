import { afterEach, expect, test } from 'vitest'
import { type RpcServer, startRpcServer } from '../test/rpcServer.js'
import { SUPPORTED_CHAIN_IDS, getChain, isSupportedChainId, supportedChains } from './chains.js'
import { createChainTransport } from './createChainTransport.js'
import { createTransports } from './createTransports.js'
import { RpcConfigError } from './errors.js'
import { LOCAL_RPC_ENV_VAR, getRpcUrls, validateRpcEnv } from './rpcUrls.js'
import { stardustLocal } from './stardustLocal.js'

const servers: RpcServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

test('default: chain 31337, Stardust Local, ETH with 18 decimals, hardhat on loopback', () => {
  expect(stardustLocal).toMatchObject({
    id: 31_337,
    name: 'Stardust Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    blockTime: 100, // automine: receipts are polled at once, not at viem's 4 s default
    testnet: true,
  })
})

test('behavior: not one of the supported chains (the six stay six)', () => {
  expect(supportedChains).toHaveLength(6)
  expect(SUPPORTED_CHAIN_IDS).not.toContain(31_337)
  expect(isSupportedChainId(31_337)).toBe(false)
  expect(getChain(31_337)).toBeUndefined()
})

test('default: the RPC list is the local node', () => {
  expect(LOCAL_RPC_ENV_VAR).toBe('NEXT_PUBLIC_RPC_LOCAL')
  expect(getRpcUrls(31_337, {})).toEqual(['http://127.0.0.1:8545'])
})

test('parameters: NEXT_PUBLIC_RPC_LOCAL replaces it, and never changes the chain wallets are handed', () => {
  const env = { NEXT_PUBLIC_RPC_LOCAL: 'http://127.0.0.1:9545, ' }
  expect(getRpcUrls(31_337, env)).toEqual(['http://127.0.0.1:9545'])
  expect(stardustLocal.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
})

test('behavior: a bad NEXT_PUBLIC_RPC_LOCAL fails validation, naming the variable', () => {
  expect(() => validateRpcEnv({ NEXT_PUBLIC_RPC_LOCAL: '127.0.0.1:8545' })).toThrow(
    expect.objectContaining({ variable: 'NEXT_PUBLIC_RPC_LOCAL', code: 'invalid_rpc_url' }),
  )
  expect(() => getRpcUrls(31_337, { NEXT_PUBLIC_RPC_LOCAL: 'nope' })).toThrow(RpcConfigError)
})

test('behavior: transports reach the local node through the override', async () => {
  const server = await startRpcServer('local', { kind: 'ok', result: () => '0x7a69' })
  servers.push(server)
  const env = { NEXT_PUBLIC_RPC_LOCAL: server.url }
  await expect(createChainTransport(31_337, { env })({}).request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  const transports = createTransports({ chains: [...supportedChains, stardustLocal], env })
  await expect(transports[31_337]({}).request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  expect(server.requests).toHaveLength(2)
})
