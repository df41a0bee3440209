import { logger } from './logger'

/** A package's error hook (`logError(event, error)`) writing to the site's scrubbing logger, at error, named by component. */
export const logTo =
  (component: string) =>
  (event: string, error: unknown): void =>
    logger().error({ event, component, err: error }, `${component}: ${event}`)
