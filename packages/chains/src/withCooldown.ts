import { HttpRequestError, LimitExceededRpcError, TimeoutError, type Transport } from 'viem'
import { BaseError } from './errors.js'
import { endpointCoolingMessage } from './texts.js'

/** Thrown instead of calling an endpoint that is cooling down; the fallback moves on at once. */
export class EndpointCoolingError extends BaseError {
  override name = 'EndpointCoolingError'
  constructor() {
    super(endpointCoolingMessage, { code: 'endpoint_cooling' })
  }
}

/**
 * Whether an error is the endpoint's (rate limited, a 5xx, refused, hung) rather than the request's
 * (a revert, a rejection): only the former sends the next requests elsewhere.
 */
export function isEndpointFailure(error: unknown): boolean {
  if (error instanceof TimeoutError || error instanceof LimitExceededRpcError) return true
  if (error instanceof HttpRequestError) return error.status === undefined || error.status === 429 || error.status >= 500
  return false
}

/**
 * Wraps a fallback list's transports: an endpoint that answered 429, a 5xx, or not at all is skipped
 * for `cooldownMs` while another endpoint of the list is not cooling, so the visitor's requests stop
 * paying for it (viem's fallback would try it first on every request). With every endpoint cooling,
 * each is tried as usual.
 */
export function withCooldown(transports: readonly Transport[], cooldownMs: number, now: () => number = Date.now): Transport[] {
  const coolingUntil = transports.map(() => 0)
  const cooling = (i: number) => coolingUntil[i]! > now()
  return transports.map(
    (transport, i): Transport =>
      (parameters) => {
        const inner = transport(parameters)
        return {
          ...inner,
          request: async (args: Parameters<typeof inner.request>[0], options?: Parameters<typeof inner.request>[1]) => {
            if (cooling(i) && coolingUntil.some((_, j) => j !== i && !cooling(j))) throw new EndpointCoolingError()
            try {
              return await inner.request(args, options)
            } catch (error) {
              if (isEndpointFailure(error)) coolingUntil[i] = now() + cooldownMs
              throw error
            }
          },
        } as ReturnType<Transport>
      },
  )
}
