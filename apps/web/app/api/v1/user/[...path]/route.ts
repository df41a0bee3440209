import { getAuthServer } from '@/server/authServer'

// The product API (docs/api.md): POST nonce/login/logout, GET me, served by @stardust/auth-server.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

function handle(request: Request): Promise<Response> {
  return getAuthServer().handle(request)
}

export { handle as GET, handle as POST }
