// Answers the production server writes itself, in the API's `{error: {code, message}}` shape.

/**
 * 503 with Retry-After: the request was not run (shed under load, or the instance is stopping),
 * so the client may send it again, here or to another instance.
 * @param {import('node:http').ServerResponse} res
 * @param {{ code: string, message: string, retryAfterSeconds: number, close?: boolean }} answer
 */
export function sendUnavailable(res, { code, message, retryAfterSeconds, close = false }) {
  if (res.headersSent || res.writableEnded) return
  const body = JSON.stringify({ error: { code, message } })
  if (close) res.shouldKeepAlive = false
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
  })
  res.end(body)
}
