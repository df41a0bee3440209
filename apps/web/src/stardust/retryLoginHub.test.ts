import { describe, expect, test, vi } from 'vitest'
import { createRetryLoginHub } from './retryLoginHub'

describe('createRetryLoginHub', () => {
  test('default: a retry uses the registered retryLogin and answers its token', async () => {
    const hub = createRetryLoginHub()
    const retryLogin = vi.fn(async () => 'fresh-token')
    hub.register(retryLogin)
    await expect(hub.retry(0)).resolves.toBe('fresh-token')
    expect(retryLogin).toHaveBeenCalledTimes(1)
  })

  test('behavior: a retry asked before the wallet stack registers waits for it', async () => {
    const hub = createRetryLoginHub()
    const pending = hub.retry(10_000)
    hub.register(async () => 'late-token')
    await expect(pending).resolves.toBe('late-token')
  })

  test('behavior: no wallet stack within the wait, a failed or throwing sign-in: null', async () => {
    const hub = createRetryLoginHub()
    await expect(hub.retry(1)).resolves.toBeNull()
    const unregister = hub.register(async () => false)
    await expect(hub.retry(0)).resolves.toBeNull()
    unregister()
    hub.register(async () => {
      throw new Error('wallet gone')
    })
    await expect(hub.retry(0)).resolves.toBeNull()
  })

  test('behavior: retries asked together share one sign-in (one signature)', async () => {
    const hub = createRetryLoginHub()
    const retryLogin = vi.fn(async () => 'shared')
    hub.register(retryLogin)
    await expect(Promise.all([hub.retry(0), hub.retry(0)])).resolves.toEqual(['shared', 'shared'])
    expect(retryLogin).toHaveBeenCalledTimes(1)
    await hub.retry(0)
    expect(retryLogin).toHaveBeenCalledTimes(2)
  })

  test('behavior: unregistering leaves a later registration in place', async () => {
    const hub = createRetryLoginHub()
    const first = hub.register(async () => 'first')
    hub.register(async () => 'second')
    first()
    await expect(hub.retry(0)).resolves.toBe('second')
  })
})
