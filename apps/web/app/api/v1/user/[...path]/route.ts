import { getAuthServer } from '@/server/authServer'
import { socketContextOf } from '@/server/socketAddress'

// The product API (DESIGN.md section 2): POST nonce/login/logout, GET me, served by @stardust/auth-server.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

function handle(request: Request): Promise<Response> {
  return getAuthServer().handle(request, socketContextOf(request))
}

export { handle as GET, handle as POST }
