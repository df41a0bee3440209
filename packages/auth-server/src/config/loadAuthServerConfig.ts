import { SUPPORTED_CHAIN_IDS } from '@stardust/chains'
import { DEV_ORIGIN, DEV_SECRET } from '../constants.js'
import {
  type Env,
  checkField,
  envError,
  parseChainIds,
  parseCorsOrigins,
  parseFlag,
  parseOrigin,
  parseRpcUrls,
  parseTrustedProxies,
  parseTtl,
} from './envValues.js'
import { loadLimits } from './envLimits.js'
import { loadRedisTopology } from './envRedis.js'
import { unreadVariables } from './unreadVariables.js'
import { UnreadVariableError } from '../errors.js'
import { assertProductionSecret } from './parseAuthServerConfig.js'
import { authServerConfigSchema, isCorsOrigin, type AuthServerConfigInput } from './schema.js'

/** What the caller runs behind when the environment says nothing. */
export interface LoadAuthServerConfigDefaults {
  trustedProxies?: number
}

const fields = authServerConfigSchema.shape

/**
 * Builds a configuration from environment variables, with development defaults:
 * AUTH_SECRET, AUTH_TOKEN_TTL, REDIS_URL (a Redis store instead of memory),
 * AUTH_ORIGIN or NEXTAUTH_URL (domain and uri), AUTH_STATEMENT, AUTH_CHAIN_IDS,
 * AUTH_RPC_<chainId>, AUTH_CORS_ORIGINS, AUTH_CORS_CREDENTIALS, AUTH_TRUSTED_PROXIES,
 * AUTH_DPOP_REQUIRED, NEXT_PUBLIC_RPC_*, and the limits (envLimits.ts).
 * A bad value throws ConfigError whose details name the variable; a variable set that the others make
 * unread (REDIS_PASSWORD beside REDIS_URL) throws UnreadVariableError. With NODE_ENV=production a
 * missing or default AUTH_SECRET throws ConfigError.
 */
export function loadAuthServerConfig(env: Env = process.env, defaults: LoadAuthServerConfigDefaults = {}): AuthServerConfigInput {
  const production = env.NODE_ENV === 'production'
  const secret = env.AUTH_SECRET?.trim() || undefined
  assertProductionSecret(production, secret)
  if (secret !== undefined) checkField('AUTH_SECRET', '<hidden>', fields.secret, secret)
  const originName = env.AUTH_ORIGIN ? 'AUTH_ORIGIN' : 'NEXTAUTH_URL'
  const originText = env.AUTH_ORIGIN || env.NEXTAUTH_URL || DEV_ORIGIN
  const origin = parseOrigin(originText, originName)
  checkField(originName, originText, fields.domain, origin.host)
  const rpcUrls = parseRpcUrls(env)
  const config: AuthServerConfigInput = {
    domain: origin.host,
    uri: origin.origin,
    secret: secret ?? DEV_SECRET,
    production,
    trustedProxies: parseTrustedProxies(env, defaults.trustedProxies ?? 0),
    rpc: Object.keys(rpcUrls).length > 0 ? { env, urls: rpcUrls } : { env },
  }
  if (env.AUTH_STATEMENT !== undefined) config.statement = checkField('AUTH_STATEMENT', env.AUTH_STATEMENT, fields.statement)
  if (env.AUTH_TOKEN_TTL) config.tokenTtlSeconds = parseTtl(env.AUTH_TOKEN_TTL)
  if (env.AUTH_CHAIN_IDS) config.chainIds = parseChainIds(env.AUTH_CHAIN_IDS, 'AUTH_CHAIN_IDS')
  // A chain given an RPC is one the operator means to allow, unless AUTH_CHAIN_IDS says otherwise.
  else if (Object.keys(rpcUrls).length > 0) config.chainIds = [...new Set([...SUPPORTED_CHAIN_IDS, ...Object.keys(rpcUrls).map(Number)])]
  if (env.REDIS_URL) config.redisUrl = checkField('REDIS_URL', env.REDIS_URL, fields.redisUrl)
  Object.assign(config, loadRedisTopology(env))
  const unread = unreadVariables(env)
  if (unread.length > 0) throw new UnreadVariableError(unread)
  if (env.AUTH_CORS_ORIGINS) {
    const origins = parseCorsOrigins(env.AUTH_CORS_ORIGINS, 'AUTH_CORS_ORIGINS', isCorsOrigin)
    const credentials = parseFlag(env.AUTH_CORS_CREDENTIALS, 'AUTH_CORS_CREDENTIALS', false)
    if (credentials && origins.includes('*')) throw envError('AUTH_CORS_CREDENTIALS', env.AUTH_CORS_CREDENTIALS!, 'credentials cannot be allowed for AUTH_CORS_ORIGINS=*')
    config.cors = { origins, credentials }
  }
  if (env.AUTH_DPOP_REQUIRED) config.dpop = { required: parseFlag(env.AUTH_DPOP_REQUIRED, 'AUTH_DPOP_REQUIRED', false) }
  Object.assign(config, loadLimits(env))
  return config
}
