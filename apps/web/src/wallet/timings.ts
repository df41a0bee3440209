/**
 * Performance marks for the bench (apps/web/bench/wallet-signin.ts): when wagmi reports the
 * wallet connected and when the token was stored. Marks cost nothing worth measuring.
 */
export const MARK_CONNECTED = 'stardust:wallet-connected'
export const MARK_TOKEN_STORED = 'stardust:token-stored'

export function mark(name: string, address: string | undefined): void {
  try {
    performance.mark(name, { detail: { address: address?.toLowerCase() } })
  } catch {
    // No User Timing (very old browsers): the bench simply finds no marks.
  }
}
