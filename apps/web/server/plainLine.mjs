// The lines a person reads at start (a setup failure that stops it, a wait under `pnpm dev`): one plain line,
// scrubbed by the logger's own scrub (no URL, token or key), not JSON. Everything else goes through logger.mjs.
import { scrubText } from './scrub.mjs'

/**
 * @param {string} line
 * @param {'stdout' | 'stderr'} [stream]
 */
export function printLine(line, stream = 'stderr') {
  process[stream].write(`${scrubText(line)}\n`)
}
