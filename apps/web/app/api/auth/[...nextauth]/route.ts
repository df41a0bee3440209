import NextAuth from 'next-auth'
import { observedRoute } from '@/server/observability/observedRoute'
import { getAuthOptions } from '@/wallet/session/authOptions'

// next-auth's endpoints (session, csrf, providers, signin, callback/wallet, signout, _log).
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type RouteContext = { params: Promise<{ nextauth: string[] }> }

const handler = observedRoute('auth', async (request: Request, context: RouteContext): Promise<Response> => {
  // next-auth 4 reads params synchronously; Next 16 hands them over as a promise.
  const params = await context.params
  return (await NextAuth(getAuthOptions())(request, { params })) as Response
})

export { handler as GET, handler as POST }
