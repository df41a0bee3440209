// "Still asking": the tab whose wallet has a request open holds a Web Lock named after the request's record
// (navigator.locks, shared by the origin's tabs like localStorage). The browser lets go of it when that tab
// closes, reloads or crashes, so a held lock always means a live tab still waits on its wallet. Other tabs
// read it before they conclude anything of the record (useResumeUnanswered) and keep the action off while it
// is held (useActionInFlight): a person may take minutes to confirm, and offering the action meanwhile, as
// "nothing has gone out" or as "overdue", would ask a second time with the first prompt still open.

const PREFIX = 'stardust:asking:'

/** The lock's name for an unanswered record's key. */
export const askingLockName = (key: string): string => `${PREFIX}${key}`

const locks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks)

/**
 * Holds the record's lock until the returned function is called (or the tab goes). Resolves once the lock is
 * held, so a record written after it is never seen by another tab without its lock. Without Web Locks: a no-op.
 */
export async function holdAskingLock(key: string): Promise<() => void> {
  const manager = locks()
  if (!manager) return () => {}
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await new Promise<void>((granted) => {
    // An aborted request (the tab going) holds nothing: the flow goes on without the lock.
    manager.request(askingLockName(key), () => (granted(), held)).catch(() => granted())
  })
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

/**
 * Tells `onChange` whether a tab holds the record's lock now (true or false), then false once it lets go:
 * a shared request queues behind the asking tab's exclusive one and is granted when that tab's wallet has
 * answered, the flow ended, or the tab went. No polling. `signal` stops it. Without Web Locks: false.
 */
export function watchAsking(key: string, onChange: (held: boolean) => void, signal: AbortSignal): void {
  const manager = locks()
  if (!manager) return onChange(false)
  const name = askingLockName(key)
  const report = (held: boolean) => void (signal.aborted || onChange(held))
  manager
    .request(name, { mode: 'shared', ifAvailable: true }, (lock) => lock === null)
    .then((held) => {
      report(held)
      if (held) return manager.request(name, { mode: 'shared', signal }, () => report(false))
    })
    .catch(() => report(false)) // aborted (the page went on) or no locks for this origin
}
