/**
 * Codes that mean the person said no in their wallet:
 * - 4001: EIP-1193 "user rejected the request" (MetaMask, Rabby, Coinbase, Rainbow, the test wallet);
 * - 5000-5003: WalletConnect "user rejected" (the request, its chains, its methods, its events);
 * - 5750: EIP-5792, the person turned down the upgrade an atomic-ready account needed for a batch;
 * - 'ACTION_REJECTED': ethers' code, passed on by wallets built on it.
 */
const REFUSAL_CODES = new Set<unknown>([4001, 5000, 5001, 5002, 5003, 5750, 'ACTION_REJECTED'])

/** Ledger's APDU status "condition of use not satisfied": the person pressed reject on the device. */
const LEDGER_DENIED = /\b0x6985\b|\bstatusCode\W{0,3}27013\b/

/**
 * The words wallets use when the person said no but the code says nothing (MetaMask's -32603 around a
 * hardware wallet, plain errors with no code): "User rejected the request.", "User denied transaction
 * signature", "Request cancelled by user", Trezor's "Action cancelled by user", Ledger Live's "User
 * refused on device", Frame's "User declined".
 */
const REFUSAL_WORDS = new RegExp(
  [
    String.raw`\b(the\s+)?(user|you)\s+(has\s+|have\s+)?(rejected|denied|declined|refused|cancell?ed|canceled|disapproved)\b`,
    String.raw`\b(rejected|denied|declined|refused|cancell?ed|canceled)\s+(by|on)\s+(the\s+)?(user|device)\b`,
    String.raw`\baction\s+cancell?ed\b`,
  ].join('|'),
  'i',
)

type ErrorLike = { code?: unknown; name?: unknown; message?: unknown; shortMessage?: unknown; details?: unknown; data?: unknown; cause?: unknown }

/** Every error in the cause chain, outermost first: wagmi, viem and wallets each wrap their own way. */
function errorChain(error: unknown): unknown[] {
  const out: unknown[] = []
  for (let current = error; current !== undefined && current !== null && out.length < 20 && !out.includes(current); ) {
    out.push(current)
    current = typeof current === 'object' ? (current as ErrorLike).cause : undefined
  }
  return out
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined || value === null) return ''
  try {
    return JSON.stringify(value)
  } catch {
    return ''
  }
}

function saysRefused(link: unknown): boolean {
  if (typeof link === 'string') return REFUSAL_WORDS.test(link) || LEDGER_DENIED.test(link)
  if (typeof link !== 'object' || link === null) return false
  const { code, name, message, shortMessage, details, data } = link as ErrorLike
  if (REFUSAL_CODES.has(code) || name === 'UserRejectedRequestError') return true
  const words = [message, shortMessage, details].map(textOf).join('\n')
  if (REFUSAL_WORDS.test(words)) return true
  // MetaMask passes a Ledger refusal on as -32603 (internal error) with the device's status inside.
  return LEDGER_DENIED.test(`${words}\n${textOf(data)}`)
}

/**
 * True when the person said no in their wallet, however wagmi, viem and the wallet wrapped it: one
 * judgement for sign-in, signatures, permits, batches and transactions. Anything else is the wallet or
 * the network failing, not the person deciding. A refusal is never an error to show.
 */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some(saysRefused)
}
