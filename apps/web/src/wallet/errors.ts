import { BaseError } from '@/errors'

/**
 * The wallet configuration is invalid (docs/behaviour.md: no project id, empty wallet list, empty
 * group, bad iconAccent). `shortMessage` keeps RainbowKit's words.
 */
export class WalletSetupError extends BaseError {
  override name = 'WalletSetupError'
  constructor(cause: unknown) {
    super('wallet_setup_failed', cause instanceof Error ? cause.message : String(cause), { cause })
  }
}

/** next-auth did not accept the wallet token (server misconfigured, token already expired). */
export class SessionSyncError extends BaseError {
  override name = 'SessionSyncError'
  constructor(details: string, cause?: unknown) {
    super('session_sync_failed', 'The server session could not be created from the wallet token.', { details, cause })
  }
}
