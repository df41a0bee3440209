export { createTestWallet, TestWallet } from '../TestWallet.js'
export { BaseError, ProviderRpcError, TestWalletUsageError } from '../errors.js'
export { DEFAULT_PRIVATE_KEYS, DEFAULT_WALLET_INFO, PROMPT_METHODS, RPC_ERROR, TYPED_DATA_FAILURES } from '../constants.js'
export { isLoopbackUrl } from '../forwardRpc.js'
export { BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_CODE, batchExecutorAbi } from '../batchExecutor.js'
export type { AtomicStatus, BatchingParameters, CallsStatusBehaviour, CapabilitiesBehaviour, SentBatch } from '../batching.js'
export type {
  LostAnswer,
  MethodFilter,
  RpcErrorShape,
  TestWalletChain,
  TestWalletHold,
  TestWalletInfo,
  TestWalletParameters,
  TestWalletRequest,
  TypedDataFailure,
} from '../types.js'
export type { WatchAssetMode, WatchedAsset } from '../watchAsset.js'
export type { PlaywrightBindingSource, PlaywrightBrowserContext, PlaywrightFrame, PlaywrightPage } from '../playwright.js'
