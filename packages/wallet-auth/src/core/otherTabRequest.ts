import type { Address } from 'viem'
import { type Session, refresh } from './session.js'
import { type SignInRequest, readOtherTabRequest } from './signInRequest.js'

/**
 * Another tab asks the wallet to sign (or says so again): kept until it says the request ended, the login ends here
 * (a token or a sign-out for that address), the message expires, or one lock lifetime passes without a repeat (the
 * asking tab closed or crashed without a word). Malformed or foreign messages change nothing.
 *
 * While the held request is the one shown, any other request waits for that one to end or go quiet: one
 * tab asks at a time (it holds the lock, and says when it stops), and a script of the site's origin posting
 * thousands of distinct requests would otherwise change the shown request, and re-render the page, once each.
 */
export function acceptOtherTabRequest(session: Session, address: Address, message: string): void {
  const now = session.now()
  const read = readOtherTabRequest(address, message, session.domain, now)
  if (!read) return
  const held = session.otherTab
  const repeat = held !== undefined && held.request.address === address && held.request.message === message
  if (held && !repeat && session.store.get().signInRequest === held.request) return
  const request = repeat ? held.request : read
  clearTimeout(held?.timer)
  const expires = request.siwe?.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY
  const until = Math.min(expires, now + session.lockTtlMs)
  const timer = setTimeout(() => dropOtherTabRequest(session, (dropped) => dropped === request), until - now)
  session.otherTab = { request, timer }
  // A repeat only pushes the quiet timeout back: nothing shown changes.
  if (!repeat) refresh(session)
}

/** Forgets the other tab's request when `which` matches it (every one by default). */
export function dropOtherTabRequest(session: Session, which: (request: SignInRequest) => boolean = () => true): void {
  const held = session.otherTab
  if (!held || !which(held.request)) return
  clearTimeout(held.timer)
  session.otherTab = undefined
  refresh(session)
}
