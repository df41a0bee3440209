import type { Logger } from 'pino'
import { serverConfig } from '@/server/config/serverConfig'
import { processLogger } from '../../../server/logger.mjs'

export { createLogger, REDACTED_FIELDS } from '../../../server/logger.mjs'

/** LOG_LEVEL as the configuration read it; `info` when the configuration itself is what failed (its error must still be logged). */
function configuredLevel(): string {
  try {
    return serverConfig().env.LOG_LEVEL ?? 'info'
  } catch {
    return 'info'
  }
}

/** The process's one logger (shared with the production server, server/logger.mjs). LOG_LEVEL sets its level (default info). */
export function logger(): Logger {
  return processLogger(configuredLevel)
}
