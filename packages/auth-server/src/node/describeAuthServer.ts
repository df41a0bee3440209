import { getChain } from '@stardust/chains'
import type { AuthServerConfig } from '../config/schema.js'
import { DEV_SECRET } from '../constants.js'
import type { ConfigError } from '../errors.js'
import { texts } from '../texts.js'

/** Where a chain's contract-wallet checks go: the given clients or URLs, the public list, or nowhere. */
function rpcOf(config: AuthServerConfig, chainId: number): string {
  if (config.clients?.[String(chainId)]) return 'client given'
  if (config.rpc.urls?.[String(chainId)]) return `rpc ${config.rpc.urls[String(chainId)]!.join(', ')}`
  if (getChain(chainId)) return 'public rpc list'
  return 'no rpc: contract wallets cannot sign in (set AUTH_RPC_' + chainId + ')'
}

/** A Redis URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'redis'
  }
}

/** The facts an operator checks first, as the standalone server prints them at start. */
export function describeAuthServer(config: AuthServerConfig): { lines: string[]; warnings: string[] } {
  const chains = config.chainIds.map((id) => `${id} ${getChain(id)?.name ?? '(unknown chain)'} [${rpcOf(config, id)}]`)
  const store = config.store
    ? `${config.store.kind} (given)`
    : config.redisCluster
      ? `redis cluster ${config.redisCluster.join(', ')}`
      : config.redisSentinel
        ? `redis sentinel ${config.redisSentinel.name} via ${config.redisSentinel.sentinels.join(', ')}`
        : config.redisUrl
          ? `redis ${redactedUrl(config.redisUrl)}`
          : 'memory (this process only; REDIS_URL shares it between instances)'
  const cors = config.cors
    ? `${config.cors.origins.join(', ')}${config.cors.credentials ? ' (with credentials)' : ''}`
    : 'off (same origin only: serve the dapp through a proxy, or set AUTH_CORS_ORIGINS)'
  const lines = [
    `origin: ${new URL(config.uri).origin} (messages name ${config.domain}; pages on other origins are refused)`,
    `statement: ${config.statement}`,
    `chains: ${chains.join('; ')}`,
    `store: ${store}`,
    `cors: ${cors}`,
  ]
  const warnings = config.secret === DEV_SECRET ? [texts.dev_secret_warning] : []
  return { lines, warnings }
}

/** A ConfigError as one or two plain lines for a terminal, instead of a stack trace. */
export function formatConfigError(error: ConfigError): string {
  return `auth-server: ${error.shortMessage}${error.details ? `\n  ${error.details.split('\n').join('\n  ')}` : ''}`
}
