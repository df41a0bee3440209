import NextAuth from 'next-auth'
import { getAuthOptions } from '@/wallet/session/authOptions'

// next-auth's endpoints (session, csrf, providers, signin, callback/wallet, signout, _log).
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type RouteContext = { params: Promise<{ nextauth: string[] }> }

async function handler(request: Request, context: RouteContext): Promise<Response> {
  // next-auth 4 reads params synchronously; Next 16 hands them over as a promise.
  const params = await context.params
  return NextAuth(getAuthOptions())(request, { params }) as Promise<Response>
}

export { handler as GET, handler as POST }
