// The e2e suite's stand-in for the CDN that serves the published claim proofs (stardust-prepare-airdrop
// --shards): plain static files from one folder, JSON, with the CORS header a CDN for them must send.
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

/** Serves `root` on 127.0.0.1:port; resolves once listening, with a stop function. */
export function startProofsServer({ root, port }) {
  const server = createServer((request, response) => {
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
    const file = path.join(root, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)))
    let found = false
    try {
      found = file.startsWith(root + path.sep) && statSync(file).isFile()
    } catch {
      found = false
    }
    if (request.method !== 'GET' || !found) {
      response.writeHead(404, headers).end('{"error":"not found"}')
      return
    }
    response.writeHead(200, headers)
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}/`, stop: () => new Promise((done) => server.close(() => done(undefined))) }))
  })
}
