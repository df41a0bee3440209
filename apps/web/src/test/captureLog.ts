import { Writable } from 'node:stream'
import { createLogger } from '../server/observability/logger'

/** The site's logger writing into an array: each JSON line as written, for tests to read what was logged. */
export function captureLog() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return { log: createLogger({ destination }), lines }
}
