// "Still asking": the tab whose wallet has a request open holds a Web Lock named after the request's record
// (navigator.locks, shared by the origin's tabs like localStorage). The browser lets go of it when that tab
// closes, reloads or crashes, so a held lock always means a live tab still waits on its wallet. Other tabs
// read it before they conclude anything of the record (useResumeUnanswered): a person may take minutes to
// confirm, and "nothing has gone out" meanwhile would offer the same action a second time.

const PREFIX = 'stardust:asking:'

/** The lock's name for an unanswered record's key. */
export const askingLockName = (key: string): string => `${PREFIX}${key}`

const locks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks)

/** Holds the record's lock until the returned function is called (or the tab goes). Without Web Locks: a no-op. */
export function holdAskingLock(key: string): () => void {
  const manager = locks()
  if (!manager) return () => {}
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  manager.request(askingLockName(key), () => held).catch(() => {}) // an aborted request (the tab going) holds nothing
  return () => release()
}

/** Whether a live tab (this one or another) still holds the record's lock; false without Web Locks or on a failed query. */
export async function isStillAsking(key: string): Promise<boolean> {
  const manager = locks()
  if (!manager) return false
  try {
    const { held = [] } = await manager.query()
    return held.some((lock) => lock.name === askingLockName(key))
  } catch {
    return false
  }
}
