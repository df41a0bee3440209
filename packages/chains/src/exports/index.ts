export {
  type SupportedChain,
  type SupportedChainId,
  SUPPORTED_CHAIN_IDS,
  getChain,
  isSupportedChainId,
  supportedChains,
} from '../chains.js'
export {
  BLOCK_TIME_MS,
  FALLBACK_CHAIN_ID,
  JSON_RPC_BATCH_SIZE,
  LOCAL_CHAIN_ID,
  LOCAL_RPC_URL,
  MULTICALL_BATCH,
  RPC_DEFAULT_TIMEOUT_MS,
  RPC_ENDPOINT_COOLDOWN_MS,
} from '../constants.js'
export { type Env } from '../env.js'
export { type BaseErrorParameters, type RpcConfigErrorCode, BaseError, RpcConfigError } from '../errors.js'
export { LOCAL_RPC_ENV_VAR, PUBLIC_RPC_URLS, RPC_ENV_VARS, getRpcUrls, validateRpcEnv } from '../rpcUrls.js'
export { type RpcSettings, getRpcSettings } from '../rpcSettings.js'
export { type CreateChainTransportParameters, createChainTransport } from '../createChainTransport.js'
export { type CreateTransportsParameters, createTransports } from '../createTransports.js'
export { EndpointCoolingError, isEndpointFailure } from '../withCooldown.js'
export type { RpcCallEvent } from '../withObserver.js'
export { resolveChainId } from '../resolveChainId.js'
export { type StardustLocalChain, stardustLocal } from '../stardustLocal.js'
