import { decodeAbiParameters, isAddress, isHex, type Hex } from 'viem'
import type { ChainAllowlist, WalletAllowlist } from './walletAllowlist'

/** Why a request was refused; one reason per check, in the order they run. */
export type WalletRequestRefusalReason =
  | 'method_not_allowed'
  | 'malformed'
  | 'chain_not_allowed'
  | 'chain_mismatch'
  | 'contract_not_allowed'
  | 'function_not_allowed'
  | 'value_not_allowed'
  | 'spender_not_allowed'
  | 'typed_data_not_allowed'
  | 'asset_not_allowed'

export type WalletRequestCheck = { ok: true } | { ok: false; reason: WalletRequestRefusalReason; detail: string }

export type WalletRequest = {
  method: string
  params?: unknown
  /** The chain the wallet is on (eth_chainId), when known: a request for another chain is refused. */
  walletChainId?: number | undefined
}

/** Methods that sign or send and that the site never uses: refused outright. */
const NEVER = new Set(['eth_sign', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_sendRawTransaction'])
/** Methods that are checked; every other method (reads, chain switching, sign-in's personal_sign) passes. */
const CHECKED = new Set(['eth_sendTransaction', 'eth_signTransaction', 'wallet_sendCalls', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'wallet_watchAsset'])

/** True for the methods checkWalletRequest judges (the others always pass). */
export function isCheckedMethod(method: string): boolean {
  return NEVER.has(method) || CHECKED.has(method)
}

const OK: WalletRequestCheck = { ok: true }
const refuse = (reason: WalletRequestRefusalReason, detail: string): WalletRequestCheck => ({ ok: false, reason, detail })
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

/** A chain id as wallets write it: a number, a hex quantity or a decimal string. */
function chainIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value === 'bigint') return value > 0n && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return undefined
  return chainIdOf(BigInt(value))
}

function quantity(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return 0n
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)) return value === '0x' ? 0n : BigInt(value)
  return undefined
}

/** The chain a request names, held to the wallet's; the chain's allowlist or a refusal. */
function chainFor(allowlist: WalletAllowlist, named: unknown, walletChainId: number | undefined): ChainAllowlist | WalletRequestCheck {
  const id = named === undefined ? walletChainId : chainIdOf(named)
  if (id === undefined) return refuse('malformed', `no readable chain id (${String(named)})`)
  if (walletChainId !== undefined && id !== walletChainId) return refuse('chain_mismatch', `the request names chain ${id}, the wallet is on ${walletChainId}`)
  return allowlist.chains[String(id)] ?? refuse('chain_not_allowed', `chain ${id} has no allowlisted contracts`)
}
const isRefusal = (value: ChainAllowlist | WalletRequestCheck): value is WalletRequestCheck => 'ok' in value

/** One call (a transaction or a batch's call): a listed contract, a listed selector, value only where payable, spenders listed. */
function checkCall(chain: ChainAllowlist, call: Record<string, unknown>): WalletRequestCheck {
  const to = call.to
  if (typeof to !== 'string' || !isAddress(to, { strict: false })) return refuse('contract_not_allowed', `no contract to call (${String(to)})`)
  const contract = chain.contracts[to.toLowerCase()]
  if (!contract) return refuse('contract_not_allowed', `${to} is not one of this chain's contracts`)
  const data = call.data ?? call.input
  if (typeof data !== 'string' || !isHex(data) || data.length < 10) return refuse('function_not_allowed', `no function selector for ${contract.key}`)
  const allowed = contract.functions[data.slice(0, 10).toLowerCase()]
  if (!allowed) return refuse('function_not_allowed', `${data.slice(0, 10)} is not a function the site calls on ${contract.key}`)
  const value = quantity(call.value)
  if (value === undefined) return refuse('malformed', `unreadable value ${String(call.value)}`)
  if (value > 0n && !allowed.payable) return refuse('value_not_allowed', `${contract.key}.${allowed.name} takes no value`)
  if (allowed.spenderFirst) {
    let spender: string
    try {
      ;[spender] = decodeAbiParameters([{ type: 'address' }], `0x${data.slice(10, 74)}` as Hex)
    } catch {
      return refuse('malformed', `${contract.key}.${allowed.name} has no spender`)
    }
    if (!chain.spenders.includes(spender.toLowerCase())) return refuse('spender_not_allowed', `${spender} is not a spender the site uses`)
  }
  return OK
}

function checkTypedData(allowlist: WalletAllowlist, raw: unknown, walletChainId: number | undefined): WalletRequestCheck {
  let typed: Record<string, unknown> | undefined
  try {
    typed = record(typeof raw === 'string' ? JSON.parse(raw) : raw)
  } catch {
    typed = undefined
  }
  const domain = record(typed?.domain)
  if (!typed || !domain) return refuse('malformed', 'typed data without a domain')
  const chain = chainFor(allowlist, domain.chainId ?? null, walletChainId)
  if (isRefusal(chain)) return chain
  const verifying = typeof domain.verifyingContract === 'string' ? domain.verifyingContract.toLowerCase() : ''
  const allowed = chain.typedData.find(
    (t) => t.verifyingContract === verifying && t.primaryType === typed.primaryType && t.name === domain.name && t.version === domain.version,
  )
  if (!allowed) return refuse('typed_data_not_allowed', `${String(typed.primaryType)} for ${verifying || 'no contract'} is not a signature the site asks for`)
  if (allowed.primaryType === 'Permit') {
    const spender = record(typed.message)?.spender
    if (typeof spender !== 'string' || !chain.spenders.includes(spender.toLowerCase())) return refuse('spender_not_allowed', `${String(spender)} is not a spender the site uses`)
  }
  return OK
}

/**
 * Pure: may this EIP-1193 request reach the wallet? Transactions and batches must call a contract of the
 * allowlist on an allowlisted chain (the wallet's), with a selector the site uses, value only where payable and
 * approvals only to the chain's spenders; typed data must be one of the site's domains (a permit only to a
 * spender); watchAsset only the chain's token. Methods that neither sign nor send pass.
 */
export function checkWalletRequest(allowlist: WalletAllowlist, { method, params, walletChainId }: WalletRequest): WalletRequestCheck {
  if (NEVER.has(method)) return refuse('method_not_allowed', `${method} is never used by this site`)
  if (!CHECKED.has(method)) return OK
  const list = Array.isArray(params) ? params : [params]
  switch (method) {
    case 'eth_sendTransaction':
    case 'eth_signTransaction': {
      const tx = record(list[0])
      if (!tx) return refuse('malformed', `${method} without a transaction`)
      const chain = chainFor(allowlist, tx.chainId, walletChainId)
      return isRefusal(chain) ? chain : checkCall(chain, tx)
    }
    case 'wallet_sendCalls': {
      const batch = record(list[0])
      if (!batch || !Array.isArray(batch.calls) || batch.calls.length === 0) return refuse('malformed', 'wallet_sendCalls without calls')
      const chain = chainFor(allowlist, batch.chainId, walletChainId)
      if (isRefusal(chain)) return chain
      for (const call of batch.calls) {
        const checked = record(call) ? checkCall(chain, record(call)!) : refuse('malformed', 'a call is not an object')
        if (!checked.ok) return checked
      }
      return OK
    }
    case 'wallet_watchAsset': {
      const address = record(record(list[0])?.options)?.address
      const chain = chainFor(allowlist, undefined, walletChainId)
      if (isRefusal(chain)) return chain
      if (typeof address !== 'string' || !chain.assets.includes(address.toLowerCase())) return refuse('asset_not_allowed', `${String(address)} is not the site's token here`)
      return OK
    }
    default:
      // eth_signTypedData_v3 / _v4: [signer, typed data (JSON text or object)]
      return checkTypedData(allowlist, list[1], walletChainId)
  }
}
