import type { TYPED_DATA_FAILURES } from './constants.js'
import type { Hex } from 'viem'
import type { BatchingParameters } from './batching.js'
import type { WatchAssetMode } from './watchAsset.js'

export type TestWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** A chain the wallet knows ("added"); read calls on it go to `rpcUrl` when set. */
export type TestWalletChain = { id: number; rpcUrl?: string | undefined }

export type TestWalletParameters = {
  /** Keys of the accounts, in order; account 0 is selected first. Default: five public test keys. */
  privateKeys?: readonly Hex[] | undefined
  /** Chains the wallet knows at start. Default: Ethereum mainnet only. */
  chains?: readonly TestWalletChain[] | undefined
  /** Chain selected at start. Default: the first of `chains`. */
  chainId?: number | undefined
  /** EIP-6963 info; `uuid` should change per wallet if you inject several. */
  info?: Partial<TestWalletInfo> | undefined
  /** Also set `window.ethereum` when nothing else did. Default true. */
  injectWindowEthereum?: boolean | undefined
  /** Flags copied onto the provider, e.g. `{ isMetaMask: true }`. Default none. */
  flags?: Record<string, boolean> | undefined
  /** false: `wallet_switchEthereumChain` answers 4200, like wallets that only switch in their own UI. */
  canSwitchChain?: boolean | undefined
  /** Permit forwarding read calls to non-loopback RPC URLs. Default false: tests stay offline. */
  allowRemoteRpc?: boolean | undefined
  /** Every `eth_signTypedData_v4` fails this way (see `failTypedData`). Default: typed data is signed. */
  typedDataFailure?: TypedDataFailure | undefined
  /** EIP-5792 batches (see `setBatching`). Default: none, wallet_getCapabilities answers -32601. */
  batching?: BatchingParameters | undefined
  /** How `wallet_watchAsset` is answered (see `setWatchAsset`). Default 'accept'. */
  watchAsset?: WatchAssetMode | undefined
}

/** An error a page gets from the provider; no `code` means a plain `Error`, as some wallets throw. */
export type RpcErrorShape = { code?: number | undefined; message: string; data?: unknown }

/**
 * How `eth_signTypedData_v4` fails: a name from `TYPED_DATA_FAILURES`, an error of your own, or
 * `'never'` (the request is never answered, like a wallet whose prompt never shows).
 */
export type TypedDataFailure = keyof typeof TYPED_DATA_FAILURES | RpcErrorShape | 'never'

/** One request a page made, as the wallet answered it. */
export type TestWalletRequest = {
  method: string
  params: unknown
  origin: string
  /** When the page's call reached the wallet (Date.now()). */
  at: number
  /** When the wallet answered (Date.now()); unset while the request is pending (e.g. held). */
  answeredAt?: number
  result?: unknown
  error?: RpcErrorShape
}

/** How a request's answer is lost (loseAnswer): -32603 "Request timed out", or no answer at all. */
export type LostAnswer = 'timeout' | 'never'

export type MethodFilter = { methods?: readonly string[] | undefined }

/** A request parked by `hold()` until the test approves or rejects it. */
export type TestWalletHold = {
  /** Resolves when a matching request arrives. */
  readonly requested: Promise<{ method: string; params: unknown; origin: string }>
  approve(): void
  reject(code?: number): void
}
