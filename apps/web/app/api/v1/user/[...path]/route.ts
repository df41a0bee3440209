import { getAuthServer } from '@/server/authServer'
import { observedRoute } from '@/server/observability/observedRoute'
import { socketContextOf } from '@/server/socketAddress'

// The product API (docs/api.md): POST nonce/login/logout, GET me, served by @stardust/auth-server.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const handle = observedRoute('user', (request: Request) => getAuthServer().handle(request, socketContextOf(request)))

export { handle as GET, handle as POST }
