import { getServerSession } from 'next-auth'
import { getAuthOptions } from './authOptions'

export type WalletSession = { address: `0x${string}`; expires: string }

type SessionWithWallet = { address?: string; expires?: string; walletExpires?: string }

/**
 * For server components and route handlers: the signed-in wallet of this request, from the
 * next-auth cookie, or null (no session, or its token expired).
 */
export async function getWalletSession(): Promise<WalletSession | null> {
  const session = (await getServerSession(getAuthOptions())) as SessionWithWallet | null
  // In a server component next-auth removes `expires`; `walletExpires` (authOptions) survives.
  const expires = session?.walletExpires ?? session?.expires
  if (!session?.address || !expires) return null
  return { address: session.address.toLowerCase() as `0x${string}`, expires }
}
