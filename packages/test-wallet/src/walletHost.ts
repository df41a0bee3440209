import type { LocalAccount } from 'viem'
import type { Batching, SentBatch } from './batching.js'
import type { HeldBroadcasts } from './heldBroadcasts.js'
import type { PromptScript } from './promptScript.js'
import type { WatchAssetMode, WatchedAsset } from './watchAsset.js'

/**
 * What the request handler needs from the wallet; TestWallet implements it.
 * In a file of its own so handleRequest, forwardRpc and sendTransaction import it one way
 * instead of in a circle through handleRequest.
 */
export type WalletHost = {
  readonly account: LocalAccount
  /** Who signs typed data when it is not the account itself (a smart account's owner key). */
  readonly typedDataSigner: LocalAccount | undefined
  readonly chainId: number
  readonly locked: boolean
  readonly canSwitchChain: boolean
  readonly allowRemoteRpc: boolean
  readonly script: PromptScript
  readonly heldBroadcasts: HeldBroadcasts
  readonly watchAssetMode: WatchAssetMode
  readonly watchedAssets: WatchedAsset[]
  rpcUrl(chainId: number): string | undefined
  knowsChain(chainId: number): boolean
  addChain(chainId: number): void
  selectChain(chainId: number): Promise<void>
  isGranted(origin: string): boolean
  /** What eth_accounts answers `origin`. */
  visibleAccounts(origin: string): string[]
  grant(origin: string, requester: string | undefined): Promise<void>
  revoke(origin: string, requester: string | undefined): Promise<void>
  countSignature(): void
  /** EIP-5792 behaviour, as the test set it. */
  readonly batching: Batching
  /** Ids of the chains the wallet knows. */
  knownChains(): number[]
  /** Keeps a sent batch; returns its id. */
  recordBatch(batch: SentBatch): `0x${string}`
  batch(id: `0x${string}`): SentBatch | undefined
}

export type WalletRequest = { method: string; params: unknown; origin: string; pageId: string | undefined }
