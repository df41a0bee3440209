// The baseline of the launch-day bench: the same packages (@stardust/auth-server, @stardust/rewards-server)
// and the same stores, served by a bare node:http server with no framework. Run as a child process:
// PORT, DATABASE_URL, REDIS_URL, STARDUST_DEPLOYMENTS (with airdropList paths), RPC_<chainId>, AUTH_SECRET.
import { createServer } from 'node:http'
import { createAuthServer, loadAuthServerConfig } from '@stardust/auth-server'
import { toFetchRequest } from '@stardust/auth-server/node'
import { createClaimsServer, createRewardsServer, loadClaimAirdrops, openDatabase } from '@stardust/rewards-server'
import { createPublicClient, http } from 'viem'

const env = process.env
const deployments = JSON.parse(env.STARDUST_DEPLOYMENTS)
const clients = new Map(
  Object.keys(deployments).map((id) => [Number(id), createPublicClient({ chain: { id: Number(id), name: `chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [env[`RPC_${id}`]] } } }, transport: http(env[`RPC_${id}`]) })]),
)
const auth = createAuthServer(loadAuthServerConfig(env))
const database = await openDatabase({ url: env.DATABASE_URL })
// Game sessions limited per client address too, as on the site.
const rewards = createRewardsServer({ database, verifyToken: auth.verifyToken, clientIp: auth.clientIp })
const claims = createClaimsServer({ airdrops: loadClaimAirdrops({ deployments, baseDir: process.cwd() }), getClient: (id) => clients.get(id) })
await claims.verifyAll()

const origin = `http://127.0.0.1:${env.PORT}`
const server = createServer(async (incoming, out) => {
  try {
    const request = await toFetchRequest(incoming, origin)
    const path = incoming.url ?? '/'
    const context = { ip: incoming.socket.remoteAddress }
    const response = path.startsWith('/api/v1/user/')
      ? await auth.handle(request, context)
      : path.startsWith('/api/v1/claims/')
        ? await claims.handle(request)
        : await rewards.handle(request, context)
    const body = Buffer.from(await response.arrayBuffer())
    const headers = Object.fromEntries(response.headers)
    headers['content-length'] = String(body.byteLength)
    out.writeHead(response.status, headers)
    out.end(body)
  } catch {
    out.writeHead(500).end()
  }
})
server.listen(Number(env.PORT), '127.0.0.1', () => console.log(`listening on ${origin}`))
process.on('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
  void Promise.all([auth.close(), database.close()]).then(() => process.exit(0))
})
