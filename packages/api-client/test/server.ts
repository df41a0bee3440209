import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  /** Path and query string as received, e.g. '/api/v1/user/me?x=1'. */
  url: string
  headers: IncomingHttpHeaders
  /** Raw body text ('' when none). */
  body: string
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void

export type TestServer = {
  /** Base URL ending in '/api/v1/'. */
  baseURL: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

/** A throwaway HTTP server on a random loopback port that records every request. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      handler(recorded, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/api/v1/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Drop sockets held open by handlers that never answer.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}
