import { afterEach } from 'vitest'
import type { AuthServerConfigInput } from '../../src/config/schema.js'
import type { AuthStore } from '../../src/stores/types.js'
import { api } from './api.js'
import { testServer } from './testServer.js'

/**
 * For a suite run once per store: returns `setup`, which starts a server on a fresh store with a
 * client, and closes every server it started after each test. Call it at the suite's top level.
 */
export function serverPerTest(makeStore: () => AuthStore) {
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()))
  })
  return (overrides: Partial<AuthServerConfigInput> = {}) => {
    const made = testServer(makeStore(), overrides)
    closers.push(() => made.server.close())
    return { ...made, client: api(made.server) }
  }
}
