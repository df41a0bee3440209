'use client'

import { readTokenClaims } from '@stardust/wallet-auth'
import { getSession, signIn, signOut } from 'next-auth/react'
import { NEXT_AUTH_PROVIDER_ID } from '../constants'
import { SessionSyncError } from '../errors'
import { siteDpop } from './siteDpop'

type WalletSession = { address?: string } | null

/**
 * Makes the next-auth session (an httpOnly cookie, for server-rendered pages) say what the
 * browser's token says: the token's account, or nobody. Cheap when they already agree: one
 * GET of /api/auth/session. `token` null signs the server session out. Resolves true when it
 * changed the server session (server-rendered parts of the page are then out of date).
 */
export async function syncServerSession(token: string | null, address: string | undefined): Promise<boolean> {
  const session = (await getSession()) as WalletSession
  const current = session?.address?.toLowerCase()
  if (token === null) {
    if (!current) return false
    await signOut({ redirect: false })
    return true
  }
  // Whose token it is comes from the token itself: the connected address can lag a switch.
  const owner = (readTokenClaims(token).sub ?? address)?.toLowerCase()
  if (current && current === owner) return false
  // next-auth re-sets its cookie on every session read: a read that raced this sign-in (another
  // tab) can write the older session back, so check once and sign in again if it did.
  for (let attempt = 0; attempt < 2; attempt++) {
    // A bound token needs its key's proof for the callback; a fresh one per attempt (a proof serves once).
    const url = new URL(`/api/auth/callback/${NEXT_AUTH_PROVIDER_ID}`, window.location.origin).href
    const dpop = (await siteDpop({ method: 'POST', url, accessToken: token })) ?? ''
    const result = await signIn(NEXT_AUTH_PROVIDER_ID, { token, dpop, redirect: false })
    if (!result?.ok || result.error) throw new SessionSyncError(result?.error ?? 'no response from next-auth')
    const after = (await getSession()) as WalletSession
    if (after?.address?.toLowerCase() === owner) return true
  }
  throw new SessionSyncError('the session did not take the new token')
}
