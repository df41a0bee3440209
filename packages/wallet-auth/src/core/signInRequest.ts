import type { Address } from 'viem'
import { type SiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'

/**
 * Who asks the wallet to sign: this controller through its wallet binding, an outside dialog (RainbowKit's) with the
 * same message, or another tab of the site (its login holds the lock; this tab waits for the same signature).
 */
export type SignInRequestAsker = 'controller' | 'dialog' | 'other-tab'

/**
 * The message this tab is asking the wallet to sign right now, so a page can explain it beside the
 * wallet's prompt (in the holder's language). It lives from the moment the message is ready until the
 * wallet answers, refuses or the login ends.
 */
export type SignInRequest = {
  /** The account asked to sign, lowercase. */
  address: Address
  /** The exact text the wallet is asked to sign. */
  message: string
  /** Its EIP-4361 fields (viem's `parseSiweMessage`); undefined when the text is no such message (a legacy server's bare nonce). */
  siwe: SiweMessage | undefined
  /** 'controller': auto-login, `login()`, `retryLogin()`; 'dialog': the RainbowKit adapter's dialog; 'other-tab': another tab's. */
  asker: SignInRequestAsker
}

/** The fields EIP-4361 requires; a text missing any of them is not explained as one. */
function isComplete(fields: Partial<SiweMessage>): fields is SiweMessage {
  return (
    fields.address !== undefined &&
    fields.chainId !== undefined &&
    fields.domain !== undefined &&
    fields.nonce !== undefined &&
    fields.uri !== undefined &&
    fields.version === '1'
  )
}

export function createSignInRequest(address: Address, message: string, asker: SignInRequestAsker): SignInRequest {
  const fields = parseSiweMessage(message)
  return { address, message, siwe: isComplete(fields) ? fields : undefined, asker }
}

/**
 * Another tab's request, read as untrusted input: a complete EIP-4361 message (viem's parser and checks) naming the
 * address it came with and this site's domain, within its validity window at `now`. Anything else is undefined.
 */
export function readOtherTabRequest(address: Address, message: string, domain: string | undefined, now: number): SignInRequest | undefined {
  if (!domain) return undefined
  try {
    const request = createSignInRequest(address, message, 'other-tab')
    if (!request.siwe || !validateSiweMessage({ message: request.siwe, address, domain, time: new Date(now) })) return undefined
    return request
  } catch {
    return undefined
  }
}
