#!/usr/bin/env node
// The standalone server: `npx stardust-auth-server` (PORT, HOST and the variables of
// loadAuthServerConfig). Prints what it serves at start; a bad variable prints its name, not a stack.
import { loadAuthServerConfig } from './config/loadAuthServerConfig.js'
import { parseAuthServerConfig } from './config/parseAuthServerConfig.js'
import { ConfigError } from './errors.js'
import { describeAuthServer, formatConfigError } from './node/describeAuthServer.js'
import { startAuthServer } from './node/startAuthServer.js'

async function main(): Promise<void> {
  let config
  try {
    config = parseAuthServerConfig(loadAuthServerConfig(process.env))
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(formatConfigError(error))
    process.exit(1)
  }
  // startAuthServer defaults the host to 127.0.0.1 and the port to PORT, else 8787.
  const started = await startAuthServer({ host: process.env.HOST, config })
  const { lines, warnings } = describeAuthServer(config)
  console.log(`auth-server listening on ${started.url} (POST /user/nonce, POST /user/login, GET /user/me, POST /user/logout)`)
  for (const line of lines) console.log(`  ${line}`)
  for (const warning of warnings) console.warn(warning)
  const stop = (): void => {
    void started.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

await main()
