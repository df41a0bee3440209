import { getClaimsServer } from '@/server/claimsServer'
import { observedRoute } from '@/server/observability/observedRoute'

// The claims API (docs/api.md): GET claims/{chainId}/{address}, served by @stardust/rewards-server.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const handle = observedRoute('claims', (request: Request) => getClaimsServer().handle(request))

export { handle as GET }
