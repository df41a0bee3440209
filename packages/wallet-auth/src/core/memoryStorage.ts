import type { StorageLike } from '../types.js'

/**
 * Storage for a controller without `localStorage` (`storage: null`, Node, a blocked browser
 * storage): tokens live as long as this controller, in this tab only.
 */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}
