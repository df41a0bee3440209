import type { AuthError } from '../errors.js'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
}

/** `{error: {code, message}}` with the error's status, plus Retry-After on 429 and 503. */
export function errorResponse(error: AuthError, headers: Record<string, string> = {}): Response {
  const extra: Record<string, string> = { ...headers }
  if (error.retryAfterSeconds !== undefined) extra['retry-after'] = String(error.retryAfterSeconds)
  if (error.status === 401) extra['www-authenticate'] = error.challenge ?? 'Bearer'
  return jsonResponse(error.status, { error: { code: error.code, message: error.shortMessage } }, extra)
}
