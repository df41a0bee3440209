import type { RewardsError } from '../errors.js'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/** JSON with bigint amounts written as decimal strings (docs/api.md). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
  return new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } })
}

/** `{error: {code, message}}` with the error's status, Retry-After on 429/503, WWW-Authenticate on 401. */
export function errorResponse(error: RewardsError, headers: Record<string, string> = {}): Response {
  const extra: Record<string, string> = { ...headers }
  if (error.retryAfterSeconds !== undefined) extra['retry-after'] = String(error.retryAfterSeconds)
  if (error.status === 401) extra['www-authenticate'] = error.challenge ?? 'Bearer'
  return jsonResponse(error.status, { error: { code: error.code, message: error.shortMessage } }, extra)
}
