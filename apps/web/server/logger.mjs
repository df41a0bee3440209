// The site's structured logs, for the production server (plain Node) and the site's code in the same process
// (src/server/observability/logger.ts): one logger, one scrub, whichever side writes the line.
import pino from 'pino'
import { scrubText, scrubValue } from './scrub.mjs'

/** Fields dropped by name wherever they appear (one level deep too), before the content scrub. */
export const REDACTED_FIELDS = ['authorization', 'cookie', 'token', 'accessToken', 'secret', 'signature', 'privateKey', 'password', 'url', 'rpcUrl', 'databaseUrl', 'redisUrl']

/**
 * An error as a log field: its name and first line only (viem's later lines hold the request and its URL), scrubbed.
 * @param {unknown} error
 */
function serializeError(error) {
  const e = /** @type {{ name?: unknown, type?: unknown, message?: unknown }} */ (typeof error === 'object' && error !== null ? error : {})
  const message = typeof e.message === 'string' ? e.message : String(error)
  return { type: String(e.name ?? e.type ?? typeof error), message: scrubText(message.split('\n')[0] ?? '') }
}

/**
 * One JSON object per line on stdout (level, time, msg, fields). Named secret fields are redacted and every
 * string is scrubbed of URLs, tokens, signatures and keys. Logged: one line per request that fails, one per
 * dependency state change, the start's findings; never one per page view.
 * @param {{ level?: string, destination?: import('pino').DestinationStream }} [options]
 * @returns {import('pino').Logger}
 */
export function createLogger({ level = 'info', destination } = {}) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level,
    base: { service: 'stardust-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => /** @type {Record<string, unknown>} */ (scrubValue(object)),
    },
    serializers: { err: serializeError },
    redact: { paths: [...REDACTED_FIELDS, ...REDACTED_FIELDS.map((field) => `*.${field}`)], censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, /** @type {Parameters<typeof method>} */ (args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg))))
      },
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

const holder = /** @type {typeof globalThis & { __stardustLogger?: import('pino').Logger }} */ (globalThis)

/**
 * The process's one logger (on globalThis: the production server and every route bundle share it), made on first
 * use at `level`; the production server makes it first, with LOG_LEVEL.
 * @param {() => string} level
 * @returns {import('pino').Logger}
 */
export function processLogger(level) {
  holder.__stardustLogger ??= createLogger({ level: level() })
  return holder.__stardustLogger
}
