import type { Address } from 'viem'
import { LOGIN_CHANNEL_NAME, SYNC_CHANNEL_NAME } from '../constants.js'
import { normalizeAddress } from './address.js'

/** The one message of `wallet-auth:login` (docs/storage.md). */
export type LoginSuccessMessage = { type: 'login-success'; address: Address; token: string }

/**
 * Messages of our `wallet-auth:sync` channel. `sign-in-request` carries the text a tab is asking the wallet to sign
 * (repeated while it stands), `sign-in-request-ended` its end, so the other tabs can explain the same prompt.
 */
export type SyncMessage =
  | { type: 'token-cleared'; address: Address; reason: 'sign-out' | 'failure' | 'expired' }
  | { type: 'all-cleared' }
  | { type: 'lock-released' }
  | { type: 'sign-in-request'; address: Address; message: string }
  | { type: 'sign-in-request-ended'; address: Address; message: string }

export type BroadcastChannelConstructor = new (name: string) => BroadcastChannel

export type TabChannels = {
  postLoginSuccess(message: LoginSuccessMessage): void
  postSync(message: SyncMessage): void
  onLoginSuccess(listener: (message: LoginSuccessMessage) => void): () => void
  onSync(listener: (message: SyncMessage) => void): () => void
  close(): void
}

/** Both channels of one tab; without BroadcastChannel (server rendering) every call is a no-op. */
export function createTabChannels(Channel: BroadcastChannelConstructor | undefined): TabChannels {
  const login = Channel ? new Channel(LOGIN_CHANNEL_NAME) : undefined
  const sync = Channel ? new Channel(SYNC_CHANNEL_NAME) : undefined

  function listen<T>(channel: BroadcastChannel | undefined, parse: (data: unknown) => T | undefined, listener: (message: T) => void) {
    if (!channel) return () => {}
    const handler = (event: MessageEvent) => {
      const message = parse(event.data)
      if (message) listener(message)
    }
    channel.addEventListener('message', handler)
    return () => channel.removeEventListener('message', handler)
  }

  return {
    postLoginSuccess: (message) => login?.postMessage(message),
    postSync: (message) => sync?.postMessage(message),
    onLoginSuccess: (listener) => listen(login, parseLoginSuccess, listener),
    onSync: (listener) => listen(sync, parseSync, listener),
    close() {
      login?.close()
      sync?.close()
    },
  }
}

/** Anything but `{type: 'login-success', address, token}` with a real address and a token is ignored. */
export function parseLoginSuccess(data: unknown): LoginSuccessMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, address, token } = data as Record<string, unknown>
  const normalized = normalizeAddress(address)
  if (type !== 'login-success' || !normalized || typeof token !== 'string' || token === '') return undefined
  return { type, address: normalized, token }
}

const CLEAR_REASONS = new Set(['sign-out', 'failure', 'expired'])
/** Far above any EIP-4361 sign-in text; a longer one is not parsed at all. */
const MAX_REQUEST_MESSAGE_LENGTH = 8192

export function parseSync(data: unknown): SyncMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, address, reason, message } = data as Record<string, unknown>
  if (type === 'all-cleared' || type === 'lock-released') return { type }
  const normalized = normalizeAddress(address)
  if ((type === 'sign-in-request' || type === 'sign-in-request-ended') && normalized && typeof message === 'string') {
    if (message === '' || message.length > MAX_REQUEST_MESSAGE_LENGTH) return undefined
    return { type, address: normalized, message }
  }
  if (type === 'token-cleared' && normalized && typeof reason === 'string' && CLEAR_REASONS.has(reason)) {
    return { type, address: normalized, reason: reason as 'sign-out' | 'failure' | 'expired' }
  }
  return undefined
}
