/** Read by the production server's graceful stop (server/stop.mjs) once no request is in flight. */
const ON_STOP = Symbol.for('stardust.onStop')

type Closers = Map<string, () => Promise<void>>

/**
 * Registers what a stopping instance must close (a Redis connection, a PostgreSQL pool) under a
 * name its log line shows; a later registration under the same name replaces the earlier one.
 */
export function closeOnStop(name: string, close: () => Promise<void>): void {
  const holder = globalThis as typeof globalThis & { [ON_STOP]?: Closers }
  holder[ON_STOP] ??= new Map()
  holder[ON_STOP].set(name, close)
}
