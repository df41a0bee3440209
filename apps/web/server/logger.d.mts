// Types for logger.mjs beside it (the production server runs as plain Node, without a build step).
import type { DestinationStream, Logger } from 'pino'
export declare const REDACTED_FIELDS: string[]
export declare function createLogger(options?: { level?: string; destination?: DestinationStream }): Logger
export declare function processLogger(level: () => string): Logger
