import type { LockManagerLike, StorageLike } from '../types.js'
import type { BroadcastChannelConstructor } from './channels.js'
import { createMemoryStorage } from './memoryStorage.js'

/** `localStorage` when this runtime has one and lets us touch it (private modes may throw). */
export function defaultStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/**
 * The storage a controller uses: the given one; `null` or a runtime without `localStorage`
 * keeps tokens in memory, so a sign-in is never lost for want of somewhere to write it.
 */
export function resolveStorage(storage: StorageLike | null | undefined): StorageLike {
  if (storage) return storage
  return (storage === undefined ? defaultStorage() : undefined) ?? createMemoryStorage()
}

export function defaultLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator
  return nav?.locks
}

/** The page's host (the EIP-4361 domain of its sign-in messages), where there is a page. */
export function defaultDomain(): string | undefined {
  const { location } = globalThis as { location?: { host?: string } }
  return location?.host || undefined
}

export function defaultBroadcastChannel(): BroadcastChannelConstructor | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel
}

/** Adds a DOM listener when the target exists; returns its removal. */
export function listen(target: EventTarget | undefined, type: string, handler: (event: Event) => void): () => void {
  if (!target) return () => {}
  target.addEventListener(type, handler)
  return () => target.removeEventListener(type, handler)
}

export function globalWindow(): (EventTarget & { document?: Document }) | undefined {
  return typeof window === 'undefined' ? undefined : window
}
