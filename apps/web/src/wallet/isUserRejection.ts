import { UserRejectedRequestError } from 'viem'

/**
 * The words wallets use when the person said no but sent no EIP-1193 4001: WalletConnect's 5000
 * "User rejected.", ethers-based wallets' ACTION_REJECTED "user rejected action", MetaMask's
 * "User denied message signature", "Request cancelled by user".
 */
const REFUSAL_WORDS =
  /\b(user|you)\s+(has\s+|have\s+)?(rejected|denied|declined|refused|cancell?ed|disapproved)\b|\b(rejected|denied|declined|cancell?ed)\s+by\s+(the\s+)?user\b/i

/** Every error in the cause chain, outermost first (wagmi, viem and wallets each wrap their own way). */
function errorChain(error: unknown): unknown[] {
  const out: unknown[] = []
  for (let current = error; current !== undefined && current !== null && out.length < 20 && !out.includes(current); ) {
    out.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return out
}

/**
 * True when the person said no in their wallet: EIP-1193 4001 (however deeply wagmi and viem wrapped
 * it), ethers' ACTION_REJECTED, or a wallet's own "user rejected/denied" words without a code. Anything
 * else is the wallet failing, not the person deciding.
 */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some((e) => {
    if (e instanceof UserRejectedRequestError) return true
    if (typeof e === 'string') return REFUSAL_WORDS.test(e)
    if (typeof e !== 'object') return false
    const { code, message, shortMessage, details } = e as { code?: unknown; message?: unknown; shortMessage?: unknown; details?: unknown }
    if (code === UserRejectedRequestError.code || code === 'ACTION_REJECTED') return true
    return [message, shortMessage, details].some((text) => typeof text === 'string' && REFUSAL_WORDS.test(text))
  })
}
