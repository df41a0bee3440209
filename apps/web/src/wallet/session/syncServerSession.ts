'use client'

import { getSession, signIn, signOut } from 'next-auth/react'
import { NEXT_AUTH_PROVIDER_ID } from '../constants'
import { SessionSyncError } from '../errors'

type WalletSession = { address?: string } | null

/**
 * Makes the next-auth session (an httpOnly cookie, for server-rendered pages) say what the
 * browser's token says: the token's account, or nobody. Cheap when they already agree: one
 * GET of /api/auth/session. `token` null signs the server session out.
 */
export async function syncServerSession(token: string | null, address: string | undefined): Promise<void> {
  const session = (await getSession()) as WalletSession
  const current = session?.address?.toLowerCase()
  if (token === null) {
    if (current) await signOut({ redirect: false })
    return
  }
  if (current && current === address?.toLowerCase()) return
  const result = await signIn(NEXT_AUTH_PROVIDER_ID, { token, redirect: false })
  if (!result?.ok) throw new SessionSyncError(result?.error ?? 'no response from next-auth')
}
