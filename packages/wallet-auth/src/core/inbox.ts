/** Events another tab sends to a waiting attempt. */
export type TabEvent = { type: 'success'; token: string } | { type: 'failed' } | { type: 'released' }

export type Inbox = {
  push(event: TabEvent): void
  /** The next event, or 'timeout' after `timeoutMs`; rejects when `signal` aborts. */
  next(timeoutMs: number, signal: AbortSignal): Promise<TabEvent | 'timeout'>
}

/** Buffers events so one that lands between a lock check and the wait is never lost. */
export function createInbox(): Inbox {
  const queue: TabEvent[] = []
  let waiter: ((event: TabEvent) => void) | undefined
  return {
    push(event) {
      if (waiter) waiter(event)
      else queue.push(event)
    },
    next(timeoutMs, signal) {
      const queued = queue.shift()
      if (queued) return Promise.resolve(queued)
      return new Promise((resolve, reject) => {
        const finish = () => {
          waiter = undefined
          clearTimeout(timer)
          signal.removeEventListener('abort', onAbort)
        }
        const onAbort = () => {
          finish()
          reject(signal.reason)
        }
        const timer = setTimeout(() => {
          finish()
          resolve('timeout')
        }, timeoutMs)
        waiter = (event) => {
          finish()
          resolve(event)
        }
        if (signal.aborted) onAbort()
        else signal.addEventListener('abort', onAbort, { once: true })
      })
    },
  }
}
