import { getClaimsServer } from '@/server/claimsServer'

// The claims API (docs/api.md): GET claims/{chainId}/{address}, served by @stardust/rewards-server.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

function handle(request: Request): Promise<Response> {
  return getClaimsServer().handle(request)
}

export { handle as GET }
