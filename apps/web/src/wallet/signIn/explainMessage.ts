import { parseSiweMessage } from 'viem/siwe'

/** What an EIP-4361 message says, for the sign-in dialog's explanation in the page's language. */
export type ExplainedMessage = { domain: string; address: string; chainId: number; expiresAt: Date | undefined }

/**
 * The parts of the message the wallet shows (in English, as the standard writes it) that a holder should check:
 * who asks, for which address, on which network, until when. Undefined for a text that is no such message (the
 * bare nonce a legacy server sends): then the dialog explains nothing it cannot read.
 */
export function explainMessage(message: string): ExplainedMessage | undefined {
  const parsed = parseSiweMessage(message)
  if (!parsed.domain || !parsed.address || parsed.chainId === undefined) return undefined
  return { domain: parsed.domain, address: parsed.address, chainId: parsed.chainId, expiresAt: parsed.expirationTime }
}
