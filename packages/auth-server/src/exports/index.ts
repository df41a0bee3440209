export { createAuthServer, type AuthHandler, type AuthServer, type CreateAuthServerOptions } from '../createAuthServer.js'
export { loadAuthServerConfig, type LoadAuthServerConfigDefaults } from '../config/loadAuthServerConfig.js'
export { parseAuthServerConfig } from '../config/parseAuthServerConfig.js'
export { unreadVariables, type UnreadVariable } from '../config/unreadVariables.js'
export { authServerConfigSchema, type AuthServerConfig, type AuthServerConfigInput } from '../config/schema.js'
export type { RequestContext } from '../context.js'
export { clientGroup, clientIp, DEFAULT_IPV6_PREFIX, SOCKET_ADDRESS_HEADER } from '../http/clientIp.js'
export {
  AuthError,
  BaseError,
  ConfigError,
  RpcUnavailableError,
  SiweParseError,
  StoreUnavailableError,
  UnreadVariableError,
  type AuthErrorCode,
} from '../errors.js'
export { memoryStore, type MemoryStoreParameters } from '../stores/memoryStore.js'
export { redisStore, type RedisStoreParameters } from '../stores/redisStore.js'
export type { RedisTopology } from '../stores/redisConnection.js'
export { redisTopologyOf } from '../config/redisTopology.js'
export { redisClientPlan, type RedisClientPlan, type RedisClientPlanParameters } from '../stores/redisClientPlan.js'
export type { AuthStore, NonceLimits, NonceRecord, PutNonceResult, RateLimitResult } from '../stores/types.js'
export { parseSiweMessageStrict, type SiweFields } from '../siwe/parseSiweMessageStrict.js'
export { createNonce } from '../siwe/createNonce.js'
export { verifySignature, type VerifySignatureParameters } from '../verify/verifySignature.js'
export type { VerifiedToken } from '../tokens/tokens.js'
export {
  verifySiweMessageStrict,
  type VerifySiweMessageStrictParameters,
  type VerifySiweMessageStrictReturnType,
} from '../siwe/verifySiweMessageStrict.js'
