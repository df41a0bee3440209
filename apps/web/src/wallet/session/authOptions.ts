import { parseAuthServerConfig } from '@stardust/auth-server'
import { createWalletCredentials, walletSessionCallbacks } from '@stardust/auth-server/next-auth'
import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import { getAuthServer, loadSiteAuthConfig } from '@/server/authServer'
import { NEXT_AUTH_PROVIDER_ID } from '../constants'

let options: NextAuthOptions | undefined

/**
 * next-auth for server-rendered checks (docs/api.md): the credentials provider `wallet`
 * turns a valid API token into an httpOnly JWT session cookie living as long as the token; the
 * session callback drops the address once the token's own expiry has passed. The secret is the
 * auth server's (AUTH_SECRET; production refuses a missing or default one).
 */
export function getAuthOptions(): NextAuthOptions {
  if (options) return options
  // parsed, so the token lifetime comes with the auth server's own default (24 h)
  const config = parseAuthServerConfig(loadSiteAuthConfig())
  const callbacks = walletSessionCallbacks()
  options = {
    secret: config.secret,
    session: { strategy: 'jwt', maxAge: config.tokenTtlSeconds },
    providers: [
      CredentialsProvider(
        createWalletCredentials({
          id: NEXT_AUTH_PROVIDER_ID,
          verifyToken: (token, dpop) => getAuthServer().verifyToken(token, dpop),
          // A bound token opens a session only with its key's proof for this callback (syncServerSession).
          dpopUrl: new URL(`/api/auth/callback/${NEXT_AUTH_PROVIDER_ID}`, config.uri).href,
        }),
      ),
    ],
    callbacks: {
      jwt: (parameters) => callbacks.jwt(parameters),
      session: async ({ session, token }) => {
        const wallet = await callbacks.session({ session: { ...session, expires: session.expires }, token })
        // next-auth drops `expires` from what getServerSession returns in a server component:
        // keep the token's expiry under a name of our own too (read by getWalletSession).
        return wallet.address ? { ...wallet, walletExpires: wallet.expires } : wallet
      },
    },
  }
  return options
}
