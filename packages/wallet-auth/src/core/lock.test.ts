// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { MemoryStorage } from '../../test/memoryStorage.js'
import { LOCK_STORAGE_KEY } from '../constants.js'
import { createLoginLock } from './lock.js'

describe('createLoginLock (marker only)', () => {
  test('default: writes the marker while held and removes it after, even on a throw', async () => {
    const storage = new MemoryStorage()
    const lock = createLoginLock({ storage, locks: undefined, now: () => 1_000_000 })
    const result = await lock.run(async () => storage.getItem(LOCK_STORAGE_KEY))
    expect(result).toEqual({ acquired: true, value: '1000000' })
    expect(storage.getItem(LOCK_STORAGE_KEY)).toBeNull()

    await expect(lock.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(storage.getItem(LOCK_STORAGE_KEY)).toBeNull()
  })

  test('behavior: a fresh marker refuses, a 30 s old one is taken over, garbage counts as none', async () => {
    const storage = new MemoryStorage()
    let clock = 1_000_000
    const lock = createLoginLock({ storage, locks: undefined, now: () => clock })
    storage.setItem(LOCK_STORAGE_KEY, String(clock - 29_999))
    expect(await lock.run(async () => 'x')).toEqual({ acquired: false })
    clock += 1
    expect(await lock.run(async () => 'x')).toEqual({ acquired: true, value: 'x' })
    storage.setItem(LOCK_STORAGE_KEY, 'garbage')
    expect(await lock.run(async () => 'y')).toEqual({ acquired: true, value: 'y' })
    storage.setItem(LOCK_STORAGE_KEY, String(clock + 3_600_000)) // from the future: garbage too
    expect(await lock.run(async () => 'z')).toEqual({ acquired: true, value: 'z' })
  })

  test('behavior: a marker another tab took over is not removed by the old holder', async () => {
    const storage = new MemoryStorage()
    const lock = createLoginLock({ storage, locks: undefined, now: () => 5 })
    await lock.run(async () => {
      storage.setItem(LOCK_STORAGE_KEY, '999')
    })
    expect(storage.getItem(LOCK_STORAGE_KEY)).toBe('999')
  })
})
