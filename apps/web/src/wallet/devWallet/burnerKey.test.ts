import { describe, expect, test } from 'vitest'
import { loadOrCreateBurnerKey, readBurnerKey } from './burnerKey'
import { DEV_WALLET_KEY_STORAGE_KEY } from './constants'

const KEY_A = `0x${'a1'.repeat(32)}` as const
const KEY_B = `0x${'b2'.repeat(32)}` as const

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('readBurnerKey', () => {
  test('default: the stored 32-byte hex key', () => {
    expect(DEV_WALLET_KEY_STORAGE_KEY).toBe('stardust:dev-wallet-key')
    expect(readBurnerKey(memoryStorage({ [DEV_WALLET_KEY_STORAGE_KEY]: KEY_A }))).toBe(KEY_A)
  })

  test.each([[undefined], ['0x1234'], [`${'a1'.repeat(32)}`], [`"${KEY_A}"`], [`0x${'zz'.repeat(32)}`]])('behavior: %j is no key', (value) => {
    const storage = memoryStorage(value === undefined ? {} : { [DEV_WALLET_KEY_STORAGE_KEY]: value })
    expect(readBurnerKey(storage)).toBeUndefined()
  })
})

describe('loadOrCreateBurnerKey', () => {
  test('behavior: keeps a stored key and never generates', () => {
    const storage = memoryStorage({ [DEV_WALLET_KEY_STORAGE_KEY]: KEY_A })
    expect(loadOrCreateBurnerKey(storage, () => KEY_B)).toBe(KEY_A)
    expect(storage.items.get(DEV_WALLET_KEY_STORAGE_KEY)).toBe(KEY_A)
  })

  test('behavior: generates and stores one when none (or a broken one) is stored', () => {
    const storage = memoryStorage({ [DEV_WALLET_KEY_STORAGE_KEY]: 'garbage' })
    expect(loadOrCreateBurnerKey(storage, () => KEY_B)).toBe(KEY_B)
    expect(storage.items.get(DEV_WALLET_KEY_STORAGE_KEY)).toBe(KEY_B)
    expect(loadOrCreateBurnerKey(storage, () => KEY_A)).toBe(KEY_B)
  })
})
