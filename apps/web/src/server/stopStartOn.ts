import { printLine } from '../../server/plainLine.mjs'

/**
 * For instrumentation.ts: runs a start-up check and stops `next start` on a setup error (Next.js
 * itself only logs a failed register() and serves anyway), printing `<label>: <message>`.
 * `describe` names the errors that are setup errors (a message) and lets any other through
 * (undefined), which then throws as is.
 */
export function stopStartOn(label: string, check: () => void, describe: (error: unknown) => string | undefined): void {
  try {
    check()
  } catch (error) {
    const message = describe(error)
    if (message === undefined) throw error
    printLine(`${label}: ${message}`)
    process.exit(1)
  }
}
