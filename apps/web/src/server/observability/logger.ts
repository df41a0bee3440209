import pino, { type DestinationStream, type Logger } from 'pino'
import { scrubText, scrubValue } from './scrub'

/** Fields dropped by name wherever they appear (one level deep too), before the content scrub. */
export const REDACTED_FIELDS = ['authorization', 'cookie', 'token', 'accessToken', 'secret', 'signature', 'privateKey', 'password', 'url', 'rpcUrl', 'databaseUrl', 'redisUrl']

/** An error as a log field: its name and first line only (viem's later lines hold the request and its URL), scrubbed. */
function serializeError(error: unknown): { type: string; message: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; type?: unknown; message?: unknown }
  const message = typeof e.message === 'string' ? e.message : String(error)
  return { type: String(e.name ?? e.type ?? typeof error), message: scrubText(message.split('\n')[0] ?? '') }
}

/**
 * The site's structured logs: one JSON object per line on stdout (level, time, msg, fields).
 * Named secret fields are redacted and every string is scrubbed of URLs, tokens, signatures and keys.
 * Logged: one line per request that fails, one per dependency state change, the start's findings;
 * never one per page view.
 */
export function createLogger({ level = 'info', destination }: { level?: string; destination?: DestinationStream } = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'stardust-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => scrubValue(object) as Record<string, unknown>,
    },
    serializers: { err: serializeError },
    redact: { paths: [...REDACTED_FIELDS, ...REDACTED_FIELDS.map((field) => `*.${field}`)], censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>)
      },
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

const holder = globalThis as typeof globalThis & { __stardustLogger?: Logger }

/** The process's one logger (on globalThis: every route bundle shares it). LOG_LEVEL sets its level (default info). */
export function logger(): Logger {
  holder.__stardustLogger ??= createLogger({ level: process.env.LOG_LEVEL?.trim() || 'info' })
  return holder.__stardustLogger
}
