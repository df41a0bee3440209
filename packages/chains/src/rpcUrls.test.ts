import { afterEach, describe, expect, test } from 'vitest'
import { SUPPORTED_CHAIN_IDS } from './chains.js'
import { RpcConfigError } from './errors.js'
import { PUBLIC_RPC_URLS, RPC_ENV_VARS, getRpcUrls, validateRpcEnv } from './rpcUrls.js'

const secret = 'https://eth-mainnet.example.com/v2/SECRET-KEY'

describe('getRpcUrls', () => {
  test('default: two or more public https endpoints per chain, no duplicates', () => {
    for (const chainId of SUPPORTED_CHAIN_IDS) {
      const urls = getRpcUrls(chainId, {})
      expect(urls.length).toBeGreaterThanOrEqual(2)
      expect(new Set(urls).size).toBe(urls.length)
      for (const url of urls) expect(new URL(url).protocol).toBe('https:')
    }
  })

  test('default: the variable names', () => {
    expect(RPC_ENV_VARS).toEqual({
      1: 'NEXT_PUBLIC_RPC_ETHEREUM',
      11155111: 'NEXT_PUBLIC_RPC_SEPOLIA',
      42161: 'NEXT_PUBLIC_RPC_ARBITRUM',
      421614: 'NEXT_PUBLIC_RPC_ARBITRUM_SEPOLIA',
      5000: 'NEXT_PUBLIC_RPC_MANTLE',
      5003: 'NEXT_PUBLIC_RPC_MANTLE_SEPOLIA',
    })
  })

  test('parameters: an override replaces the list, comma-separated, blanks ignored', () => {
    const env = { NEXT_PUBLIC_RPC_ARBITRUM_SEPOLIA: ' https://a.example/rpc, ,wss://b.example/ws,' }
    expect(getRpcUrls(421_614, env)).toEqual(['https://a.example/rpc', 'wss://b.example/ws'])
    expect(getRpcUrls(42_161, env)).toEqual([...PUBLIC_RPC_URLS[42_161]])
  })

  test('parameters: an empty or blank override means the public list', () => {
    expect(getRpcUrls(5_000, { NEXT_PUBLIC_RPC_MANTLE: '' })).toEqual([...PUBLIC_RPC_URLS[5_000]])
    expect(getRpcUrls(5_000, { NEXT_PUBLIC_RPC_MANTLE: ' , ' })).toEqual([...PUBLIC_RPC_URLS[5_000]])
  })

  test('behavior: an invalid override throws, naming the variable', () => {
    expect(() => getRpcUrls(1, { NEXT_PUBLIC_RPC_ETHEREUM: 'eth.llamarpc.com' })).toThrow(
      'NEXT_PUBLIC_RPC_ETHEREUM: entry 1 is not a valid http(s) or ws(s) URL',
    )
  })

  test('behavior: an unknown chain has no URLs', () => {
    expect(getRpcUrls(10, {})).toEqual([])
  })

  test('behavior: the result is a copy', () => {
    getRpcUrls(1, {}).push('https://mutated.example')
    expect(getRpcUrls(1, {})).toEqual([...PUBLIC_RPC_URLS[1]])
  })
})

describe('validateRpcEnv', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_RPC_SEPOLIA
  })

  test('default: accepts unset, blank and valid http/https/ws/wss overrides', () => {
    expect(() =>
      validateRpcEnv({
        NEXT_PUBLIC_RPC_ETHEREUM: `${secret},http://127.0.0.1:8545`,
        NEXT_PUBLIC_RPC_SEPOLIA: '',
        NEXT_PUBLIC_RPC_MANTLE: 'ws://localhost:8546, wss://m.example/ws',
      }),
    ).not.toThrow()
  })

  test.each([
    ['NEXT_PUBLIC_RPC_MANTLE_SEPOLIA', 'not a url', 1],
    ['NEXT_PUBLIC_RPC_ARBITRUM', 'https://ok.example, ftp://files.example', 2],
    ['NEXT_PUBLIC_RPC_SEPOLIA', 'https://ok.example,javascript:alert(1)', 2],
    ['NEXT_PUBLIC_RPC_ETHEREUM', 'https://', 1],
  ])('behavior: %s=%j fails naming the variable and the entry', (variable, value, entry) => {
    let error: unknown
    try {
      validateRpcEnv({ [variable]: value })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(RpcConfigError)
    expect(error).toMatchObject({ code: 'invalid_rpc_url', variable, name: 'RpcConfigError' })
    expect((error as Error).message).toBe(`${variable}: entry ${entry} is not a valid http(s) or ws(s) URL`)
  })

  test('behavior: the message never echoes the value (it may hold an API key)', () => {
    expect(() => validateRpcEnv({ NEXT_PUBLIC_RPC_ETHEREUM: `${secret},SECRET-KEY-only` })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('SECRET') }),
    )
  })

  test('default: reads process.env when no env is given', () => {
    process.env.NEXT_PUBLIC_RPC_SEPOLIA = 'nope'
    expect(() => validateRpcEnv()).toThrow('NEXT_PUBLIC_RPC_SEPOLIA')
    process.env.NEXT_PUBLIC_RPC_SEPOLIA = 'https://s.example/rpc'
    expect(getRpcUrls(11_155_111)).toEqual(['https://s.example/rpc'])
  })
})
