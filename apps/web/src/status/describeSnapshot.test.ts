import { expect, test, vi } from 'vitest'
import { en } from '@/i18n/messages/en'
import { listedChainName } from '@/wallet/siteChains'
import { DISCONNECTED_SNAPSHOT } from '@/wallet-bridge/snapshot'
import { describeSnapshot, shortAddress } from './describeSnapshot'

const address = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'

test('default: the account as the header says it, the network by the one lookup, signed in', () => {
  const snapshot = { ...DISCONNECTED_SNAPSHOT, address, isConnected: true, chainId: 5003, chainName: listedChainName(5003) ?? null, auth: 'authenticated' as const }
  expect(describeSnapshot(snapshot, en.status)).toEqual({ wallet: '0x90f7…b906', network: 'Mantle Sepolia Testnet', session: 'Signed in' })
})

test('behavior: nothing to say without a connected wallet; a chain the site does not list has no name here', () => {
  expect(describeSnapshot(DISCONNECTED_SNAPSHOT, en.status)).toBeNull()
  expect(listedChainName(137)).toBeUndefined()
  // Outside development builds Stardust Local is not listed (the header would say 'Wrong network').
  expect(listedChainName(31_337)).toBeUndefined()
  expect(describeSnapshot({ ...DISCONNECTED_SNAPSHOT, address, isConnected: true, chainId: 137, auth: 'loading' }, en.status)).toEqual({ wallet: '0x90f7…b906', network: null, session: 'Checking…' })
  expect(shortAddress('0x1234')).toBe('0x1234')
})

test('behavior: in development the lookup names Stardust Local as the header does (it said "Unknown network (31337)")', async () => {
  vi.stubEnv('NODE_ENV', 'development')
  vi.resetModules()
  try {
    const { listedChainName: inDevelopment } = await import('@/wallet/siteChains')
    expect(inDevelopment(31_337)).toBe('Stardust Local')
  } finally {
    vi.unstubAllEnvs()
    vi.resetModules()
  }
})
