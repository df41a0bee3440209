import type { LockManagerLike } from '../src/types.js'

/**
 * The Web Locks API as one browser shares it between its tabs (Node 20 has none):
 * `ifAvailable` requests get null while the name is held, and the lock ends with the callback.
 */
export function createLockManager(): LockManagerLike & { held: Set<string> } {
  const held = new Set<string>()
  return {
    held,
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null)
      held.add(name)
      try {
        return await callback({ name, mode: 'exclusive' })
      } finally {
        held.delete(name)
      }
    },
  }
}
