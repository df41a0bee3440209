import type { RequestContext } from '@stardust/auth-server'
import type { ClientIp, RewardsContext, StakingChain } from './context.js'
import {
  GAME_SESSION_RATE_LIMIT,
  GAME_SESSION_RATE_WINDOW_MS,
  GAME_SESSIONS_PER_CLIENT,
  RANK_EXACT_WITHIN,
  RANK_LEVELS_MAX_AGE_MS,
  RETRY_AFTER_SECONDS,
} from './constants.js'
import type { Database } from './db/database.js'
import { isStoreOutage } from './db/isStoreOutage.js'
import { RewardsError } from './errors.js'
import { handleCreateSession } from './handlers/createSession.js'
import { handleFinishSession } from './handlers/finishSession.js'
import { handleLeaderboard } from './handlers/leaderboard.js'
import { handleMe } from './handlers/me.js'
import { handleSync } from './handlers/sync.js'
import { bearerOnly, type VerifyRequest, type VerifyToken } from './http/authenticate.js'
import { errorResponse } from './http/respond.js'
import { logToStderr, type LogError } from './logError.js'
import { createRankRefresher } from './ranks/rankRefresher.js'

export type CreateRewardsServerParameters = {
  /** An open, migrated database (openDatabase). The server does not close it. */
  database: Database
  /**
   * auth-server's `verifyRequest`: the request's token (Bearer, or DPoP with its proof) checked, or an
   * error with a token_* / dpop_* code. Takes precedence over `verifyToken`.
   */
  verifyRequest?: VerifyRequest | undefined
  /** auth-server's `verifyToken`, for bearer tokens only (`Authorization: Bearer`); one of the two is required. */
  verifyToken?: VerifyToken | undefined
  /** Chains whose staking contract earns Stardust on `stardust/sync`; none: sync credits nothing. */
  staking?: readonly StakingChain[] | undefined
  /**
   * The caller's rate-limit identity: pass auth-server's `clientIp` so game sessions are limited per
   * client address as well as per account. Omitted: per account only.
   */
  clientIp?: ClientIp | undefined
  /**
   * Ranks: accounts with fewer than `exactWithin` ahead are counted exactly (default
   * RANK_EXACT_WITHIN), the others read from the counted standings, counted again in the
   * background once older than `maxAgeMs` (default RANK_LEVELS_MAX_AGE_MS).
   */
  ranks?: { exactWithin?: number | undefined; maxAgeMs?: number | undefined } | undefined
  /**
   * New game sessions allowed in any `windowMs`, per account and per client address (defaults
   * GAME_SESSION_RATE_LIMIT, GAME_SESSIONS_PER_CLIENT, GAME_SESSION_RATE_WINDOW_MS).
   */
  gameLimits?: { perAccount?: number | undefined; perClient?: number | undefined; windowMs?: number | undefined } | undefined
  /** Where unexpected errors are reported (a 500's cause, a failed count of the standings); default standard error. */
  logError?: LogError | undefined
  /** Clock, for tests. */
  now?: (() => Date) | undefined
}

/** `requestContext.ip` is the socket address, as the transport knows it (the same object auth-server takes). */
export type RewardsHandler = (request: Request, requestContext?: RequestContext) => Promise<Response>

export type RewardsServer = {
  /** Dispatches on the path suffix (`stardust/…`, `game/…`), wherever the server is mounted. */
  handle: RewardsHandler
}

/** A path segment, percent-decoded; a malformed escape stays as it is (and then matches no session: 404). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

type Route = {
  method: 'GET' | 'POST'
  pattern: RegExp
  run: (context: RewardsContext, request: Request, match: RegExpExecArray, requestContext: RequestContext) => Promise<Response>
}

const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /(?:^|\/)stardust\/me\/?$/, run: (c, r) => handleMe(c, r) },
  { method: 'GET', pattern: /(?:^|\/)stardust\/leaderboard\/?$/, run: (c, r) => handleLeaderboard(c, r) },
  { method: 'POST', pattern: /(?:^|\/)stardust\/sync\/?$/, run: (c, r) => handleSync(c, r) },
  { method: 'POST', pattern: /(?:^|\/)game\/sessions\/?$/, run: (c, r, _m, rc) => handleCreateSession(c, r, rc) },
  { method: 'POST', pattern: /(?:^|\/)game\/sessions\/([^/]+)\/result\/?$/, run: (c, r, m) => handleFinishSession(c, r, decodeSegment(m[1] ?? '')) },
]

/** Any failure as the `{error: {code, message}}` contract; a database outage is 503, anything unexpected is logged and 500. */
function toResponse(error: unknown, logError: LogError): Response {
  if (error instanceof RewardsError) return errorResponse(error)
  if (isStoreOutage(error)) return errorResponse(new RewardsError('store_unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS, cause: error }))
  logError('unexpected_error', error)
  return errorResponse(new RewardsError('internal_error', { cause: error }))
}

/** The Stardust ledger and game API as one Fetch handler (Request -> Response). */
export function createRewardsServer(parameters: CreateRewardsServerParameters): RewardsServer {
  const now = parameters.now ?? (() => new Date())
  const logError = parameters.logError ?? logToStderr
  const verifyRequest = parameters.verifyRequest ?? (parameters.verifyToken && bearerOnly(parameters.verifyToken))
  if (!verifyRequest) throw new TypeError('createRewardsServer: pass verifyRequest (or verifyToken) from @stardust/auth-server')
  const context: RewardsContext = {
    db: parameters.database.db,
    verifyRequest,
    staking: parameters.staking ?? [],
    now,
    clientIp: parameters.clientIp,
    ranks: {
      exactWithin: parameters.ranks?.exactWithin ?? RANK_EXACT_WITHIN,
      refresh: createRankRefresher(parameters.database.db, parameters.ranks?.maxAgeMs ?? RANK_LEVELS_MAX_AGE_MS, now, logError),
    },
    gameLimits: {
      perAccount: parameters.gameLimits?.perAccount ?? GAME_SESSION_RATE_LIMIT,
      perClient: parameters.gameLimits?.perClient ?? GAME_SESSIONS_PER_CLIENT,
      windowMs: parameters.gameLimits?.windowMs ?? GAME_SESSION_RATE_WINDOW_MS,
    },
  }
  return {
    handle: async (request, requestContext = {}) => {
      const path = new URL(request.url).pathname
      for (const route of ROUTES) {
        const match = route.pattern.exec(path)
        if (!match) continue
        if (request.method !== route.method) return errorResponse(new RewardsError('method_not_allowed'), { allow: route.method })
        try {
          return await route.run(context, request, match, requestContext)
        } catch (error) {
          return toResponse(error, logError)
        }
      }
      return errorResponse(new RewardsError('not_found'))
    },
  }
}
