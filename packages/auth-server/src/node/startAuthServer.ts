import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuthServerConfigInput } from '../config/schema.js'
import { createAuthServer, type AuthServer } from '../createAuthServer.js'
import { toFetchRequest } from './toFetchRequest.js'

export type StartAuthServerParameters = {
  /** Port to listen on; 0 picks a free one. Default: PORT from the environment, else 8787. */
  port?: number
  /** Interface to bind. Default 127.0.0.1. */
  host?: string
  /** Server configuration, or a ready AuthServer to serve. */
  config: AuthServerConfigInput | AuthServer
}

export type StartAuthServerReturnType = {
  /** Base URL, e.g. http://127.0.0.1:8787; the API lives under /user/*, /api/v1/user/* or any prefix. */
  url: string
  server: AuthServer
  close: () => Promise<void>
}

const isAuthServer = (value: AuthServerConfigInput | AuthServer): value is AuthServer => typeof (value as AuthServer).handle === 'function'

async function send(response: Response, out: ServerResponse): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  if (body) headers['content-length'] = String(body.byteLength)
  out.writeHead(response.status, headers)
  out.end(body)
}

/** Serves the API over node:http, for dapps without Next.js. */
export async function startAuthServer(parameters: StartAuthServerParameters): Promise<StartAuthServerReturnType> {
  const authServer = isAuthServer(parameters.config) ? parameters.config : createAuthServer(parameters.config)
  const host = parameters.host ?? '127.0.0.1'
  const port = parameters.port ?? Number(process.env.PORT ?? 8787)
  let origin = ''
  const server = createServer((incoming, out) => {
    toFetchRequest(incoming, origin)
      .then((request) => authServer.handle(request, { ip: incoming.socket.remoteAddress }))
      .then(async (response) => {
        // A body we stopped reading cannot be drained on a kept-alive connection: close it.
        if (!incoming.complete) out.setHeader('connection', 'close')
        await send(response, out)
      })
      .catch(() => {
        if (!out.headersSent) out.writeHead(500, { 'content-type': 'application/json' })
        out.end('{"error":{"code":"internal_error","message":"Internal server error."}}')
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  origin = `http://${shownHost}:${address.port}`
  return {
    url: origin,
    server: authServer,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      if (!isAuthServer(parameters.config)) await authServer.close()
    },
  }
}
