/** What a wallet says about atomic batches on one chain (EIP-5792 `atomic.status`), or `none` when it says nothing usable. */
export type AtomicSupport = 'supported' | 'ready' | 'unsupported' | 'none'

type Capabilities = Record<string, { atomic?: { status?: unknown } } | undefined>

/** The key a wallet may have used for `chainId`: hex as EIP-5792 says, decimal as some wallets send, any case. */
function matches(key: string, chainId: number): boolean {
  const trimmed = key.trim()
  if (/^0x[0-9a-f]+$/i.test(trimmed)) return Number.parseInt(trimmed.slice(2), 16) === chainId
  return /^\d+$/.test(trimmed) && Number(trimmed) === chainId
}

/**
 * Reads the raw `wallet_getCapabilities` answer for one chain: its own entry (keyed in hex or decimal),
 * else the `0x0` entry that applies to every chain. Anything malformed is `none`, never an error.
 */
export function atomicSupport(raw: unknown, chainId: number): AtomicSupport {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'none'
  const entries = Object.entries(raw as Capabilities)
  const own = entries.find(([key]) => matches(key, chainId))?.[1]
  const everyChain = entries.find(([key]) => matches(key, 0))?.[1]
  const status = (own?.atomic ?? everyChain?.atomic)?.status
  return status === 'supported' || status === 'ready' || status === 'unsupported' ? status : 'none'
}

/** `ready` counts: the wallet upgrades the account (EIP-7702) as part of the batch's prompt. */
export const canBatchAtomically = (support: AtomicSupport) => support === 'supported' || support === 'ready'
