import { createServer, request as httpRequest } from 'node:http'

/**
 * A JSON-RPC proxy in front of a chain node that answers 429 Too Many Requests while `limited` is
 * true (as a public RPC over its rate) and forwards otherwise. Counts what reached it.
 */
export async function startRateLimitProxy({ port, target }: { port: number; target: string }) {
  const state = { limited: true, requests: 0, answered429: 0 }
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    state.requests++
    // The browser asks first (CORS preflight); a real endpoint answers that too.
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    if (state.limited) {
      state.answered429++
      req.resume()
      return void res.writeHead(429, { ...cors, 'content-type': 'text/plain', 'retry-after': '1' }).end('Too Many Requests')
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: '/', method: req.method, headers: { 'content-type': 'application/json' } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...cors, 'content-type': 'application/json' })
      answer.pipe(res)
    })
    forward.on('error', () => res.writeHead(502, cors).end())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
