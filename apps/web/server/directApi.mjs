// Serves the product API (/api/v1/user|game|stardust|claims/…) by calling its route handlers, which are
// Fetch functions, without Next's router: the site registers them at start (src/server/directApi.ts).
// Everything else, and everything before that registration, goes to Next. The answers carry the
// headers next.config gives every response (read from the build's routes manifest).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { processLogger } from './logger.mjs'

const DIRECT_API = Symbol.for('stardust.directApi')
/** The most any route reads (a game result's input log is at most 64 KB); past it, 413 unread. */
const MAX_BODY_BYTES = 256 * 1024
const TOO_LARGE = JSON.stringify({ error: { code: 'body_too_large', message: 'The request body is too large.' } })
const FAILED = JSON.stringify({ error: { code: 'internal_error', message: 'Internal server error.' } })

/**
 * The build's header rules (next.config `headers()`), as [regex, headers] pairs.
 * @param {string} dir @param {string} distDir
 * @returns {[RegExp, [string, string][]][]}
 */
export function loadHeaderRules(dir, distDir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, distDir, 'routes-manifest.json'), 'utf8'))
  return (manifest.headers ?? []).map((rule) => [new RegExp(rule.regex), rule.headers.map(({ key, value }) => [key, value])])
}

/**
 * The registered route handler for this request, or undefined (then Next serves it).
 * @param {import('node:http').IncomingMessage} req
 * @returns {((request: Request) => Promise<Response>) | undefined}
 */
export function directApiHandler(req) {
  const find = /** @type {any} */ (globalThis)[DIRECT_API]
  if (typeof find !== 'function' || !req.url?.startsWith('/api/v1/')) return undefined
  return find(req.url.split('?')[0], req.method ?? 'GET')
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer | undefined>} undefined when too large */
function readBody(req) {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.byteLength
      if (size > MAX_BODY_BYTES) {
        req.pause()
        return resolve(undefined)
      }
      chunks.push(chunk)
    })
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', reject)
  })
}

/**
 * @param {import('node:http').ServerResponse} res @param {number} status @param {[string, string][]} headers @param {Buffer | string} body
 */
function send(res, status, headers, body) {
  const all = [...headers, ['content-length', String(Buffer.byteLength(body))]]
  res.writeHead(status, all.flat())
  res.end(body)
}

/**
 * @param {(request: Request) => Promise<Response>} handler
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ origin: string, headerRules: [RegExp, [string, string][]][] }} options
 */
export async function serveDirect(handler, req, res, { origin, headerRules }) {
  const url = new URL(req.url ?? '/', origin)
  /** @type {[string, string][]} */
  const fixed = headerRules.filter(([regex]) => regex.test(url.pathname)).flatMap(([, headers]) => headers)
  const json = ['content-type', 'application/json; charset=utf-8']
  try {
    const method = req.method ?? 'GET'
    const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req)
    if (!body) {
      res.shouldKeepAlive = false
      return send(res, 413, [...fixed, json], TOO_LARGE)
    }
    const headers = new Headers()
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
    const request = new Request(url, { method, headers, ...(body.byteLength > 0 ? { body } : {}) })
    const response = await handler(request)
    // The route's own headers win over the build's rules, as under Next.
    /** @type {Map<string, [string, string]>} */
    const merged = new Map(fixed.map(([name, value]) => [name.toLowerCase(), [name, value]]))
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') merged.set(name, [name, value])
    })
    const cookies = response.headers.getSetCookie().map((cookie) => /** @type {[string, string]} */ (['set-cookie', cookie]))
    send(res, response.status, [...merged.values(), ...cookies], Buffer.from(await response.arrayBuffer()))
  } catch (error) {
    processLogger(() => 'info').error({ event: 'request_failed', path: url.pathname, err: error }, 'API request failed')
    if (!res.headersSent) send(res, 500, [...fixed, json], FAILED)
    else res.destroy()
  }
}
