import { numberToHex } from 'viem'
import { RPC_ERROR } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { texts } from './texts.js'
import type { WalletHost, WalletRequest } from './walletHost.js'

/** The chains asked about (`[account, [chainIds]]`, EIP-5792), else every chain the wallet knows. */
function askedChains(host: WalletHost, request: WalletRequest): number[] {
  const asked = Array.isArray(request.params) ? (request.params[1] as unknown) : undefined
  if (Array.isArray(asked) && asked.every((id) => typeof id === 'string')) return asked.map((id) => Number(id))
  return host.knownChains()
}

/** `wallet_getCapabilities`: the atomic status per chain, keyed in hex (or in decimal, as some wallets do). */
export async function getCapabilities(host: WalletHost, request: WalletRequest): Promise<unknown> {
  const { atomic, capabilities } = host.batching
  if (atomic === undefined) throw new ProviderRpcError(RPC_ERROR.methodNotFound, texts.methodNotFound(request.method))
  if (capabilities === 'never') return await new Promise<never>(() => undefined)
  if (capabilities === 'fail') throw new ProviderRpcError(RPC_ERROR.internal, texts.internal)
  const key = (chainId: number) => (capabilities === 'decimalKeys' ? String(chainId) : numberToHex(chainId))
  return Object.fromEntries(askedChains(host, request).filter((id) => host.knowsChain(id)).map((id) => [key(id), { atomic: { status: atomic } }]))
}
