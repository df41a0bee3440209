import type { IncomingMessage } from 'node:http'
import { MAX_BODY_BYTES } from '../constants.js'

/**
 * Reads at most `limit + 1` bytes of a request body: enough for readJsonBody to see that it is too
 * large (413), without buffering more of it. Plain Buffers, because a web stream per request
 * costs more than the small JSON bodies themselves.
 */
async function readCapped(incoming: IncomingMessage, limit: number): Promise<Buffer> {
  // Listeners, not for-await: breaking out of an async iterator destroys the socket, and the 413
  // still has to be written to it.
  return await new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (): void => {
      incoming.off('data', onData)
      incoming.off('end', finish)
      incoming.off('error', reject)
      resolve(Buffer.concat(chunks).subarray(0, limit + 1))
    }
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk)
      size += chunk.byteLength
      if (size > limit) {
        incoming.pause()
        finish()
      }
    }
    incoming.on('data', onData)
    incoming.once('end', finish)
    incoming.once('error', reject)
  })
}

/**
 * A Fetch Request for a node:http request. The URL's origin is the server's own listen address,
 * never the Host header, which the client controls.
 */
export async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = incoming.method ?? 'GET'
  const url = new URL(incoming.url ?? '/', origin)
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers })
  const declared = Number(incoming.headers['content-length'])
  // Oversized by declaration: the handler answers 413 from the header alone, so read nothing.
  const body = declared > MAX_BODY_BYTES ? Buffer.alloc(0) : await readCapped(incoming, MAX_BODY_BYTES)
  // A Buffer is a Uint8Array at run time; TypeScript's DOM BodyInit does not list Node's type.
  return new Request(url, { method, headers, body: body as unknown as BodyInit })
}
