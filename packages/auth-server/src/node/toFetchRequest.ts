import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'

/**
 * A Fetch Request for a node:http request. The URL's origin is the server's own listen address,
 * never the Host header, which the client controls.
 */
export function toFetchRequest(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = incoming.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(incoming) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit)
}
