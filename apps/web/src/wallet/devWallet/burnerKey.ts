import type { Hex } from 'viem'
import { DEV_WALLET_KEY_STORAGE_KEY } from './constants'

export type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/

/** The stored burner key, or undefined when there is none or it is not a 32-byte hex key. */
export function readBurnerKey(storage: KeyStorage): Hex | undefined {
  const value = storage.getItem(DEV_WALLET_KEY_STORAGE_KEY)
  return value !== null && PRIVATE_KEY.test(value) ? (value as Hex) : undefined
}

/**
 * The browser's burner key: the stored one, else a new one from `generate`, stored at once so the
 * same account comes back after a reload. `generate` is passed in so this module stays free of
 * the curve code (it is read by the light connector too).
 */
export function loadOrCreateBurnerKey(storage: KeyStorage, generate: () => Hex): Hex {
  const stored = readBurnerKey(storage)
  if (stored) return stored
  const key = generate()
  storage.setItem(DEV_WALLET_KEY_STORAGE_KEY, key)
  return key
}
