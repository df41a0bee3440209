import { MAX_BODY_BYTES } from '../constants.js'
import { AuthError } from '../errors.js'

const JSON_TYPE = /^application\/json\s*(?:;|$)/i

/**
 * Reads a JSON object body of at most 8 KB. The size is checked from Content-Length and again
 * while streaming (a client can lie or omit it), so an oversized body is refused with 413 before
 * any of it is parsed or buffered beyond the limit.
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) throw new AuthError('body_too_large')
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new AuthError('invalid_request', { details: 'Content-Type must be application/json' })
  }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {})
        throw new AuthError('body_too_large')
      }
      chunks.push(value)
    }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)))
  } catch (error) {
    throw new AuthError('invalid_request', { details: 'body is not valid UTF-8 JSON', cause: error })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError('invalid_request', { details: 'body must be a JSON object' })
  }
  return parsed as Record<string, unknown>
}
