// This tab's writes of a record list. Another tab hears them as `storage` events; this tab does not, and what
// waits for a record without loading the stores (ResumePendingGate) needs to hear both.

const listeners = new Set<(key: string) => void>()

/** Tells every listener that the record list under `key` (its localStorage key) was just written in this tab. */
export function announceRecordWrite(key: string): void {
  for (const listener of [...listeners]) listener(key)
}

/** Calls `listener` with the key of every record list this tab writes. Returns the stop. */
export function onRecordWrite(listener: (key: string) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
