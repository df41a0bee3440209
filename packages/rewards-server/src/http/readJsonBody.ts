import { RewardsError } from '../errors.js'

const JSON_TYPE = /^application\/json\s*(?:;|$)/i

/**
 * A JSON object body of at most `maxBytes`, checked from Content-Length and again while
 * streaming (a client may lie or omit it): 413 before more than the limit is buffered, 400 for
 * anything that is not a UTF-8 JSON object.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new RewardsError('body_too_large', { details: `Content-Length ${declared} > ${maxBytes}` })
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) throw new RewardsError('invalid_request', { details: 'Content-Type must be application/json' })
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new RewardsError('body_too_large', { details: `body over ${maxBytes} bytes` })
    }
    chunks.push(value)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)))
  } catch (cause) {
    throw new RewardsError('invalid_request', { details: 'body is not UTF-8 JSON', cause })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new RewardsError('invalid_request', { details: 'body must be a JSON object' })
  return parsed as Record<string, unknown>
}
