import { connection } from 'next/server'
import { getWalletSession } from '@/wallet/session/getWalletSession'
import { AccountLine } from './AccountLine'

/**
 * The account line with what the server knew when it rendered this page (the next-auth session made
 * from the wallet token, issue 7), so a signed-in visitor's first paint already names the account.
 * Reading the cookie makes only the page that shows it dynamic (/stake).
 */
export async function ServerAccountLine() {
  // Per request, before anything reads the auth configuration (never at build).
  await connection()
  const session = await getWalletSession()
  return <AccountLine serverAccount={session?.address ?? null} />
}
