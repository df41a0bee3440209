import { inject } from 'vitest'
import type { AuthServerConfigInput } from '../../src/config/schema.js'
import { createAuthServer, type AuthServer } from '../../src/createAuthServer.js'
import type { AuthStore } from '../../src/stores/types.js'
import { TEST_SECRET } from './accounts.js'

export type Clock = { now: Date; advance: (ms: number) => void }

export function createClock(start = new Date()): Clock {
  const clock: Clock = {
    now: start,
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  return clock
}

/** A server on the local chain (31337) with a fake clock; the store comes from the suite. */
export function testServer(store: AuthStore, overrides: Partial<AuthServerConfigInput> = {}): { server: AuthServer; clock: Clock } {
  const clock = createClock()
  const server = createAuthServer({
    domain: 'localhost:3000',
    uri: 'http://localhost:3000',
    secret: TEST_SECRET,
    chainIds: [31337, 11155111],
    store,
    production: false,
    rpc: { urls: { '31337': [inject('rpcUrl')] }, timeoutMs: 5000 },
    now: () => clock.now,
    ...overrides,
  })
  return { server, clock }
}
