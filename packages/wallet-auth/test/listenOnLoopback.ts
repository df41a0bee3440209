import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type LoopbackServer = { server: Server; baseURL: string; close(): Promise<void> }

/**
 * Serves `handle` on a random loopback port under `/api/v1/`; a handler that throws answers
 * `failureStatus` with no body. `close` ends open connections too, so tests never wait on them.
 */
export async function listenOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  failureStatus: number,
): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(failureStatus)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    server,
    baseURL: `http://127.0.0.1:${port}/api/v1/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
