// @vitest-environment node
import { createApiClient } from '@stardust/api-client'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice } from '../../test/keys.js'
import { MemoryStorage } from '../../test/memoryStorage.js'
import { LoginError, TokenStorageError } from '../errors.js'
import type { StorageLike, TokenChangeEvent } from '../types.js'
import { type CreateWalletAuthParameters, createWalletAuth } from './createWalletAuth.js'

// Node, the real @stardust/auth-server: what a script or a server-side dapp gets.
let server: TestAuthServer
beforeEach(async () => {
  server = await startTestAuthServer()
})
afterEach(() => server.close())

function signedInController(options: Partial<CreateWalletAuthParameters>) {
  const events: TokenChangeEvent[] = []
  const logged: unknown[] = []
  const auth = createWalletAuth({
    api: createApiClient({ baseURL: server.baseURL }),
    autoLogin: false,
    BroadcastChannel: null,
    locks: null,
    logger: { error: (...args) => logged.push(args) },
    onTokenChange: (event) => events.push(event),
    wallet: { signMessage: ({ message }) => alice.signMessage({ message }), disconnect() {} },
    ...options,
  })
  auth.start()
  auth.setAccount({ status: 'connected', address: alice.address, chainId: 31_337 })
  return { auth, events, logged }
}

describe('without storage', () => {
  test('behavior: storage null keeps the token in memory: authenticated, getToken() is the token', async () => {
    const { auth, events } = signedInController({ storage: null })
    const token = await auth.login()
    expect(token).toMatch(/^ey/)
    expect(auth.getToken()).toBe(token)
    expect(auth.getState()).toMatchObject({ status: 'authenticated', token, error: null })
    expect(auth.accounts()).toEqual([{ address: alice.address.toLowerCase(), token }])
    expect(events).toEqual([{ address: alice.address.toLowerCase(), token, reason: 'login', remote: false }])
    // A second login() reuses the token: no second signature for the same tab.
    expect(await auth.login()).toBe(token)
    expect(server.stats.nonces).toBe(1)
    auth.stop()
  })

  test('behavior: in Node without localStorage (the default) the token is kept in memory', async () => {
    const { auth } = signedInController({})
    const token = await auth.login()
    expect(token).toMatch(/^ey/)
    expect(auth.getState()).toMatchObject({ status: 'authenticated', token })
    auth.signOut()
    expect(auth.getToken()).toBeNull()
    auth.stop()
  })

  test('behavior: two controllers without storage do not share tokens (this tab only)', async () => {
    const first = signedInController({ storage: null })
    await first.auth.login()
    const second = signedInController({ storage: null })
    expect(second.auth.getToken()).toBeNull()
    first.auth.stop()
    second.auth.stop()
  })
})

describe('a storage that throws on write', () => {
  test('behavior: the login fails with a typed error (storage_failed) instead of dropping the token silently', async () => {
    const inner = new MemoryStorage()
    const storage: StorageLike = {
      getItem: (key) => inner.getItem(key),
      removeItem: (key) => inner.removeItem(key),
      setItem(key, value) {
        if (key === 'wallet-auth:accounts') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        inner.setItem(key, value)
      },
    }
    const { auth, events, logged } = signedInController({ storage })
    expect(await auth.login()).toBe(false)
    const { status, error, token } = auth.getState()
    expect({ status, token }).toEqual({ status: 'error', token: null })
    expect(error).toBeInstanceOf(LoginError)
    expect(error?.code).toBe('storage_failed')
    expect(error?.cause).toBeInstanceOf(TokenStorageError)
    expect((error?.cause as TokenStorageError).code).toBe('storage_write_failed')
    expect(events.filter((event) => event.reason === 'login')).toEqual([])
    expect(logged).toHaveLength(1)
    auth.stop()
  })
})
