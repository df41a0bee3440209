import { parseAuthServerConfig } from './config/parseAuthServerConfig.js'
import type { AuthServerConfig, AuthServerConfigInput } from './config/schema.js'
import type { RequestContext, ServerContext } from './context.js'
import { zeroAddress } from 'viem'
import { AuthError, BaseError, ConfigError } from './errors.js'
import { handleLogin } from './handlers/login.js'
import { handleLogout } from './handlers/logout.js'
import { verifySession } from './dpop/verifySession.js'
import { handleMe, verifyRequest } from './handlers/me.js'
import { handleNonce } from './handlers/nonce.js'
import { clientIp } from './http/clientIp.js'
import { corsHeaders, preflightResponse, withCors } from './http/cors.js'
import { errorResponse } from './http/respond.js'
import { buildLoginMessage } from './siwe/buildLoginMessage.js'
import { parseSiweMessageStrict } from './siwe/parseSiweMessageStrict.js'
import { memoryStore } from './stores/memoryStore.js'
import { redisStore } from './stores/redisStore.js'
import { redisTopologyOf } from './config/redisTopology.js'
import type { AuthStore } from './stores/types.js'
import { importTokenKey, type VerifiedToken } from './tokens/tokens.js'
import { texts } from './texts.js'
import { logToStderr, type LogError } from './logError.js'
import { createClientResolver } from './verify/publicClients.js'

export type AuthHandler = (request: Request, context?: RequestContext) => Promise<Response>

export type AuthServer = {
  /** Dispatches on the path suffix `user/nonce|login|me|logout`, wherever the server is mounted. */
  handle: AuthHandler
  /**
   * A request's token (`Authorization: Bearer` or `DPoP` with its `DPoP` proof), checked as `user/me`
   * checks it: what every other authenticated route of the site calls. Throws AuthError (token_*,
   * dpop_invalid, dpop_replayed; its `challenge` is the 401's WWW-Authenticate) or store_unavailable.
   */
  verifyRequest: (request: Request) => Promise<VerifiedToken>
  /**
   * A valid, unrevoked token's facts; throws AuthError (token_invalid, token_expired, token_revoked).
   * A DPoP-bound token needs `dpop`: the proof the client made for the request that carried the token
   * (method and absolute URL, e.g. next-auth's credentials callback); without it, dpop_invalid.
   */
  verifyToken: (token: string, dpop?: { proof: string; method: string; url: string }) => Promise<VerifiedToken>
  /**
   * Reads the store once (a revocation lookup of an id no token has), for health checks: resolves
   * when the store answers, throws BaseError `store_unavailable` (Redis gone) otherwise.
   */
  checkStore: () => Promise<void>
  /**
   * The caller's rate-limit identity under this server's `trustedProxies` (the socket address in
   * `requestContext.ip`, or the entry the configured proxies vouch for): what the nonce and login
   * limits count. Other APIs of the same site (game sessions) call this so every per-client limit
   * keys on the same identity.
   */
  clientIp: (request: Request, requestContext?: RequestContext) => string
  /** Closes the store (and its Redis connection when the server created it). */
  close: () => Promise<void>
}

/** Never a token's jti (those are UUIDs): reading it touches the store and nothing else. */
const HEALTH_CHECK_JTI = 'health-check'

const ROUTES = { nonce: 'POST', login: 'POST', me: 'GET', logout: 'POST' } as const
type Route = keyof typeof ROUTES
const ROUTE = new RegExp(`(?:^|/)user/(${Object.keys(ROUTES).join('|')})/?$`)

/** A store outage as the API's 503 (with Retry-After when given), or undefined for any other error. */
function storeUnavailable(error: unknown, retryAfterSeconds?: number): AuthError | undefined {
  if (!(error instanceof BaseError && error.code === 'store_unavailable')) return undefined
  return new AuthError('store_unavailable', { retryAfterSeconds, cause: error })
}

/** Maps any failure to the `{error: {code, message}}` contract; unexpected ones are logged and 500. */
function toResponse(error: unknown, logError: LogError): Response {
  if (error instanceof AuthError) return errorResponse(error)
  const unavailable = storeUnavailable(error, 1)
  if (unavailable) return errorResponse(unavailable)
  logError('unexpected_error', error)
  return errorResponse(new AuthError('internal_error', { cause: error }))
}

/**
 * Builds a sample message and parses it strictly: a domain, uri or statement that viem formats
 * into something our own grammar refuses fails here, at start, not on every login.
 */
function assertMessagesParse(config: AuthServerConfig): void {
  try {
    const at = new Date(0)
    parseSiweMessageStrict(
      buildLoginMessage({ config, address: zeroAddress, chainId: config.chainIds[0]!, nonce: '0'.repeat(32), issuedAt: at, expiresAt: at }),
    )
  } catch (error) {
    throw new ConfigError(texts.config_invalid, { details: 'domain, uri and statement do not make a valid EIP-4361 message', cause: error })
  }
}

/** The store the configuration names: a Redis Cluster, Sentinel, one Redis, or memory. */
function storeFor(config: AuthServerConfig): AuthStore {
  const parameters = config.redisWaitReplicas === undefined ? {} : { replicasToAcknowledge: config.redisWaitReplicas }
  const topology = redisTopologyOf(config)
  return topology ? redisStore(topology, parameters) : memoryStore()
}

/** What the server needs besides its configuration. */
export type CreateAuthServerOptions = {
  /** Where an unexpected error (a 500's cause) is reported: the caller's logger; default standard error. */
  logError?: LogError | undefined
}

/**
 * Creates the sign-in API as Fetch handlers (Request -> Response). Validates the configuration
 * up front and throws ConfigError naming what is wrong.
 */
export function createAuthServer(input: AuthServerConfigInput, { logError = logToStderr }: CreateAuthServerOptions = {}): AuthServer {
  const config = parseAuthServerConfig(input)
  assertMessagesParse(config)
  const store = config.store ?? storeFor(config)
  const origin = new URL(config.uri).origin
  const now = config.now ?? (() => new Date())
  const context: ServerContext = {
    config,
    store,
    now,
    dpopOrigins: [origin, ...config.dpop.origins],
    tokens: {
      key: importTokenKey(config.secret),
      issuer: config.issuer ?? origin,
      audience: config.audience ?? origin,
      ttlSeconds: config.tokenTtlSeconds,
      now,
      verified: new Map(),
    },
    getClient: createClientResolver(config),
  }
  const guard =
    (run: (request: Request, requestContext: RequestContext) => Promise<Response>): AuthHandler =>
    async (request, requestContext = {}) => {
      try {
        return await run(request, requestContext)
      } catch (error) {
        return toResponse(error, logError)
      }
    }
  const handlers = {
    nonce: guard((request, requestContext) => handleNonce(context, request, requestContext)),
    login: guard((request, requestContext) => handleLogin(context, request, requestContext)),
    me: guard((request) => handleMe(context, request)),
    logout: guard((request) => handleLogout(context, request)),
  }
  const route = async (request: Request, requestContext: RequestContext | undefined, cors: Record<string, string> | undefined) => {
    const name = ROUTE.exec(new URL(request.url).pathname)?.[1] as Route | undefined
    if (!name) return errorResponse(new AuthError('not_found'))
    const method = ROUTES[name]
    if (request.method === 'OPTIONS' && config.cors) {
      // A preflight from an origin CORS does not allow: refused plainly, the browser blocks the call.
      return cors ? preflightResponse(cors, method) : errorResponse(new AuthError('origin_mismatch', { details: 'origin not in cors.origins' }))
    }
    if (request.method !== method) return errorResponse(new AuthError('method_not_allowed'), { allow: config.cors ? `${method}, OPTIONS` : method })
    return handlers[name](request, requestContext)
  }
  const handle: AuthHandler = async (request, requestContext) => {
    const cors = corsHeaders(config, request)
    return withCors(await route(request, requestContext, cors), cors, config)
  }
  return {
    handle,
    verifyRequest: async (request) => {
      try {
        return await verifyRequest(context, request)
      } catch (error) {
        throw storeUnavailable(error) ?? error
      }
    },
    verifyToken: async (token, dpop) => {
      try {
        return await verifySession(context, { scheme: 'none', token, ...(dpop ?? { proof: null, method: '', url: '' }) })
      } catch (error) {
        throw storeUnavailable(error) ?? error
      }
    },
    checkStore: async () => {
      await store.isTokenRevoked(HEALTH_CHECK_JTI)
    },
    clientIp: (request, requestContext = {}) => clientIp(request, requestContext.ip, config.trustedProxies, config.ipv6Prefix),
    close: () => store.close(),
  }
}
