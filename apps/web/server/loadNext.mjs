// Next's request handler for the built site in `dir`: the standalone folder (.next/standalone/apps/web)
// in production, or apps/web itself after `next build`. The configuration is the one the build
// recorded (required-server-files.json), as Next's own standalone server.js uses it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * @param {{ dir: string, hostname: string, port: number }} options
 * @returns {Promise<(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>>}
 */
export async function loadNextHandler({ dir, hostname, port }) {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const { config } = JSON.parse(readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  const require = createRequire(path.join(dir, 'package.json'))
  const next = require('next')
  const app = next({ dev: false, dir, hostname, port, conf: config })
  await app.prepare()
  return app.getRequestHandler()
}
