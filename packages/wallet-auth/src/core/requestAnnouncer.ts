import type { SyncMessage } from './channels.js'
import type { SignInRequest } from './signInRequest.js'

export type RequestAnnouncer = {
  /** This tab's public request now (null: none); says what changed. */
  announce(request: SignInRequest | null): void
}

/**
 * Tells the other tabs what this tab asks the wallet to sign: at once, again every `repeatMs` while it stands (a tab
 * opened meanwhile hears it too, and silence means the asking tab is gone), and its end. Only EIP-4361 messages:
 * a bare nonce has nothing to explain.
 */
export function createRequestAnnouncer(post: (message: SyncMessage) => void, repeatMs: number): RequestAnnouncer {
  let current: SignInRequest | null = null
  let repeat: ReturnType<typeof setInterval> | undefined
  const say = (type: 'sign-in-request' | 'sign-in-request-ended', { address, message }: SignInRequest) => post({ type, address, message })
  return {
    announce(next) {
      const request = next?.siwe && next.asker !== 'other-tab' ? next : null
      if (request === current) return
      clearInterval(repeat)
      repeat = undefined
      if (current) say('sign-in-request-ended', current)
      current = request
      if (!request) return
      say('sign-in-request', request)
      repeat = setInterval(() => say('sign-in-request', request), repeatMs)
    },
  }
}
