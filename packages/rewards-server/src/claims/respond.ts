import type { ClaimsError } from './errors.js'

const JSON_TYPE = 'application/json; charset=utf-8'

export function jsonResponse(status: number, body: string, cacheControl = 'no-store'): Response {
  return new Response(body, { status, headers: { 'content-type': JSON_TYPE, 'cache-control': cacheControl } })
}

/** `{error: {code, message}}` with the error's status (docs/api.md). */
export function errorResponse(error: ClaimsError, headers: Record<string, string> = {}): Response {
  const response = jsonResponse(error.status, JSON.stringify({ error: { code: error.code, message: error.shortMessage } }))
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  if (error.status === 503) response.headers.set('retry-after', '5')
  return response
}
