import { isAddress } from 'viem'
import { RPC_ERROR } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { texts } from './texts.js'

/**
 * How the wallet answers `wallet_watchAsset` (EIP-747): `accept` adds the token (MetaMask, Base Account),
 * `refuse` is the person saying no (4001), `unsupported` is a wallet without the method (-32601, as Rabby
 * and WalletConnect sessions answer).
 */
export type WatchAssetMode = 'accept' | 'refuse' | 'unsupported'

/** A token a page asked the wallet to watch, as accepted. */
export type WatchedAsset = { chainId: number; address: `0x${string}`; symbol: string; decimals: number; image?: string | undefined }

// MetaMask's own limits (MetaMask/core#1745): a longer symbol or other decimals are refused as invalid.
const MAX_SYMBOL_LENGTH = 11
const MAX_DECIMALS = 36

/** Checks an EIP-747 request as MetaMask does and returns the asset it would add; throws -32602 otherwise. */
export function parseWatchAsset(params: unknown, chainId: number): WatchedAsset {
  const invalid = (why: string) => new ProviderRpcError(RPC_ERROR.invalidParams, texts.invalidParams('wallet_watchAsset', why))
  // EIP-747 sends one object; some libraries wrap it in an array.
  const request = (Array.isArray(params) ? params[0] : params) as { type?: unknown; options?: Record<string, unknown> } | undefined
  if (request?.type !== 'ERC20') throw invalid('type must be ERC20')
  const { address, symbol, decimals, image } = request.options ?? {}
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw invalid('options.address must be an address')
  if (typeof symbol !== 'string' || symbol.length === 0 || symbol.length > MAX_SYMBOL_LENGTH) throw invalid(`options.symbol must be 1 to ${MAX_SYMBOL_LENGTH} characters`)
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) throw invalid(`options.decimals must be an integer from 0 to ${MAX_DECIMALS}`)
  return { chainId, address: address as `0x${string}`, symbol, decimals, image: typeof image === 'string' ? image : undefined }
}

/** Answers `wallet_watchAsset` in `mode`: true once added, or the error that wallet would send. */
export function answerWatchAsset(mode: WatchAssetMode, params: unknown, chainId: number, watched: WatchedAsset[]): true {
  if (mode === 'unsupported') throw new ProviderRpcError(RPC_ERROR.methodNotFound, texts.methodNotFound('wallet_watchAsset'))
  const asset = parseWatchAsset(params, chainId)
  if (mode === 'refuse') throw new ProviderRpcError(RPC_ERROR.userRejected, texts.userRejected)
  const known = watched.some((a) => a.chainId === chainId && a.address.toLowerCase() === asset.address.toLowerCase())
  if (!known) watched.push(asset)
  return true
}
