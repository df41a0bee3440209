import { vi } from 'vitest'

/** vi.waitFor with room for a loaded machine; the condition is what the test asserts, not the time. */
export function waitUntil<T>(callback: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(callback, { timeout: 15_000, interval: 5 })
}
