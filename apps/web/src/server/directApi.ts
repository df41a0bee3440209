import * as claimsRoute from '../../app/api/v1/claims/[...path]/route'
import * as gameRoute from '../../app/api/v1/game/[...path]/route'
import * as stardustRoute from '../../app/api/v1/stardust/[...path]/route'
import * as userRoute from '../../app/api/v1/user/[...path]/route'

type Handler = (request: Request) => Promise<Response>
type RouteModule = Partial<Record<'GET' | 'POST', Handler>>

/** Read by the production server (server/production.mjs): serves these routes without Next's router. */
const DIRECT_API = Symbol.for('stardust.directApi')

// The product API's routes, with the very functions Next would call: one build, one behaviour.
const ROUTES: readonly [RegExp, RouteModule][] = [
  [/^\/api\/v1\/user\//, userRoute],
  [/^\/api\/v1\/game\//, gameRoute],
  [/^\/api\/v1\/stardust\//, stardustRoute],
  [/^\/api\/v1\/claims\//, claimsRoute],
]

/**
 * The route handler for a request to the product API (`/api/v1/user|game|stardust|claims/…`), or
 * undefined for anything else (pages, next-auth, health, other methods): Next serves those.
 */
export function directApiHandler(pathname: string, method: string): Handler | undefined {
  if (method !== 'GET' && method !== 'POST') return undefined
  const route = ROUTES.find(([pattern]) => pattern.test(pathname))
  return route?.[1][method]
}

/**
 * The product API's handlers are Fetch functions (Request -> Response): the production server calls
 * them itself, which spares each call Next's routing and its request and response adapters.
 */
export function registerDirectApi(): void {
  ;(globalThis as Record<symbol, unknown>)[DIRECT_API] = directApiHandler
}
