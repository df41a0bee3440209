// Runnable entry: `node node_modules/@stardust/auth-server/dist/bin.js` (PORT, HOST and the
// variables of loadAuthServerConfig). Not a package.json "bin": it would warn before dist exists.
import { loadAuthServerConfig } from './config/loadAuthServerConfig.js'
import { startAuthServer } from './node/startAuthServer.js'

// startAuthServer defaults the host to 127.0.0.1 and the port to PORT, else 8787.
const started = await startAuthServer({ host: process.env.HOST, config: loadAuthServerConfig(process.env) })
console.log(`auth-server listening on ${started.url} (POST /user/nonce, POST /user/login, GET /user/me, POST /user/logout)`)
const stop = (): void => {
  void started.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
