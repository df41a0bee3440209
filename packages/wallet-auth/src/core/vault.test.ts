// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { MemoryStorage } from '../../test/memoryStorage.js'
import { ACCOUNTS_STORAGE_KEY, CURRENT_STORAGE_KEY } from '../constants.js'
import { TokenStorageError } from '../errors.js'
import { createVault } from './vault.js'

const A = '0x00000000000000000000000000000000000000aA'
const B = '0x00000000000000000000000000000000000000bB'

describe('createVault', () => {
  test('default: stores lowercase addresses, newest or updated first', () => {
    const storage = new MemoryStorage()
    const vault = createVault(storage)
    vault.setToken(A, 'a1')
    vault.setToken(B, 'b1')
    expect(JSON.parse(storage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([
      { address: B.toLowerCase(), token: 'b1' },
      { address: A.toLowerCase(), token: 'a1' },
    ])
    vault.setToken(A, 'a2')
    expect(vault.list().map((record) => record.token)).toEqual(['a2', 'b1'])
    expect(vault.getToken(A.toUpperCase().replace('0X', '0x') as `0x${string}`)).toBe('a2')
  })

  test('behavior: removeToken clears one account; clear removes all', () => {
    const vault = createVault(new MemoryStorage())
    vault.setToken(A, 'a')
    vault.setToken(B, 'b')
    expect(vault.removeToken(A)).toBe(true)
    expect(vault.removeToken(A)).toBe(false)
    expect(vault.list()).toEqual([{ address: B.toLowerCase(), token: 'b' }])
    expect(vault.clear()).toEqual([B.toLowerCase()])
    expect(vault.list()).toEqual([])
  })

  test('behavior: duplicates keep the first (newest) entry', () => {
    const storage = new MemoryStorage()
    storage.setItem(ACCOUNTS_STORAGE_KEY, JSON.stringify([{ address: A, token: 'new' }, { address: A.toLowerCase(), token: 'old' }]))
    expect(createVault(storage).list()).toEqual([{ address: A.toLowerCase(), token: 'new' }])
  })

  test('behavior: the current address is stored lowercase; a foreign value is repaired to none', () => {
    const storage = new MemoryStorage()
    const vault = createVault(storage)
    vault.setCurrent(A)
    expect(storage.getItem(CURRENT_STORAGE_KEY)).toBe(A.toLowerCase())
    storage.setItem(CURRENT_STORAGE_KEY, '"quoted"')
    expect(vault.getCurrent()).toBeUndefined()
    expect(storage.getItem(CURRENT_STORAGE_KEY)).toBeNull()
  })

  test('behavior: a storage that throws reads as empty; only storing a token fails, with TokenStorageError', () => {
    const broken = {
      getItem() {
        throw new Error('SecurityError')
      },
      setItem() {
        throw new Error('QuotaExceededError')
      },
      removeItem() {
        throw new Error('SecurityError')
      },
    }
    const vault = createVault(broken)
    expect(() => vault.setToken(A, 'a')).toThrow(TokenStorageError)
    expect(() => vault.removeToken(A)).not.toThrow()
    expect(() => vault.setCurrent(A)).not.toThrow()
    expect(vault.list()).toEqual([])
    expect(vault.getCurrent()).toBeUndefined()
  })
})
