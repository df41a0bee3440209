import { connection } from 'next/server'
import { TEXTS } from '@/texts'
import { getWalletSession } from '@/wallet/session/getWalletSession'

/**
 * What the server knew when it rendered this page: the next-auth session made from the wallet
 * token (issue 7). A server component: reading the cookie makes only the page that shows it
 * dynamic. The wallet stack refreshes the page after it changes the server session.
 */
export async function ServerSessionLine() {
  // Per request, before anything reads the auth configuration (never at build).
  await connection()
  const session = await getWalletSession()
  return (
    <p className="server-session" data-testid="server-session">
      {session ? `${TEXTS.serverSession.signedInAs} ${session.address}` : TEXTS.serverSession.none}
    </p>
  )
}
