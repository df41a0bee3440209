/** The fields the callbacks keep on next-auth's JWT. */
export type WalletJwt = { sub?: string; address?: string; expiresAt?: string; jti?: string; [key: string]: unknown }

type SessionLike = { expires: string; [key: string]: unknown }

function isWalletUser(user: unknown): user is { address: string; expiresAt: string; jti: string } {
  if (typeof user !== 'object' || user === null) return false
  const { address, expiresAt, jti } = user as Record<string, unknown>
  return typeof address === 'string' && typeof expiresAt === 'string' && typeof jti === 'string'
}

/**
 * next-auth `callbacks.jwt` and `callbacks.session` that carry the wallet token's expiry into the
 * session, so a session never outlives the API token it came from. Use with `session: { strategy:
 * 'jwt', maxAge: <token TTL> }`; the session callback reports `expires` = the token's expiry and the
 * address, and an expired one yields a session without `address`.
 */
export function walletSessionCallbacks(parameters: { now?: () => Date } = {}) {
  const now = parameters.now ?? (() => new Date())
  return {
    async jwt({ token, user }: { token: WalletJwt; user?: unknown }): Promise<WalletJwt> {
      if (isWalletUser(user)) return { ...token, sub: user.address, address: user.address, expiresAt: user.expiresAt, jti: user.jti }
      return token
    },
    async session<S extends SessionLike>({ session, token }: { session: S; token: WalletJwt }): Promise<S & { address?: string }> {
      if (!token.expiresAt || !token.address || Date.parse(token.expiresAt) <= now().getTime()) return session
      return { ...session, expires: token.expiresAt, address: token.address }
    },
  }
}
