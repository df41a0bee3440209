import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { serverConfig } from '@/server/config/serverConfig'
import { printLine } from '../../server/plainLine.mjs'

type Env = Record<string, string | undefined>

/** The run command's local chain (or database) was not ready in time: the start stops, naming the wait. */
export class RunCommandNotReadyError extends Error {
  override readonly name = 'RunCommandNotReadyError'
}

/** Printed once when the start has to wait (the run command's test waits for it). */
export const WAITING_MESSAGE = 'Waiting for Stardust Local to be deployed and seeded before the start-up checks'

const POLL_MS = 50
const DEFAULT_TIMEOUT_MS = 180_000

/**
 * `pnpm dev` (scripts/dev.mjs) starts `next dev` at once, while Stardust Local starts and is seeded and the
 * PGlite folder is prepared, and names in STARDUST_DEV_READY_FILE a file it writes when both are done. The
 * start waits for that file before it reads the deployments, asks the chain its id or opens the database:
 * Next's boot, the instrumentation's compile and the site's imports run meanwhile, not after.
 * Without the variable (every other start, and always in production) it returns at once.
 */
export async function waitForRunCommand(env: Env = serverConfig().env, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  const readyFile = env.STARDUST_DEV_READY_FILE
  if (!readyFile || env.NODE_ENV !== 'development') return
  const deadline = Date.now() + timeoutMs
  if (!existsSync(readyFile)) printLine(WAITING_MESSAGE, 'stdout')
  while (!existsSync(readyFile)) {
    if (Date.now() >= deadline) throw new RunCommandNotReadyError(`Stardust Local was not ready within ${timeoutMs / 1000} s (STARDUST_DEV_READY_FILE=${readyFile} was not written)`)
    await sleep(POLL_MS)
  }
}

/** For instrumentation.ts: the wait above; a run command that never got ready stops the start. */
export async function waitForRunCommandAtStart(): Promise<void> {
  try {
    await waitForRunCommand()
  } catch (error) {
    if (!(error instanceof RunCommandNotReadyError)) throw error
    printLine(`pnpm dev: ${error.message}`)
    process.exit(1)
  }
}
