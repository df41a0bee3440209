import { WAIT_TIMEOUT_MS } from '@stardust/vitest-config/waits'
import { vi } from 'vitest'

/** vi.waitFor with room for a loaded machine; the condition is what the test asserts, not the time. */
export function waitUntil<T>(callback: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(callback, { timeout: WAIT_TIMEOUT_MS, interval: 5 })
}
