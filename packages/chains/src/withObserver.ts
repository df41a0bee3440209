import { HttpRequestError, LimitExceededRpcError, TimeoutError, type Transport } from 'viem'

/** One JSON-RPC call to one endpoint of a chain's list, as an observer sees it: never the URL. */
export type RpcCallEvent = {
  chainId: number
  /** The endpoint's position in the chain's list, from 1 (a URL may hold a provider key). */
  endpoint: number
  method: string
  durationMs: number
  /** `ok`, or why the call failed: the endpoint's fault (`timeout`, `rate_limited`, `http_error`) or the request's (`rpc_error`: a revert, a bad call). */
  outcome: 'ok' | 'timeout' | 'rate_limited' | 'http_error' | 'rpc_error'
}

function outcomeOf(error: unknown): RpcCallEvent['outcome'] {
  if (error instanceof TimeoutError) return 'timeout'
  if (error instanceof LimitExceededRpcError || (error instanceof HttpRequestError && error.status === 429)) return 'rate_limited'
  if (error instanceof HttpRequestError) return 'http_error'
  return 'rpc_error'
}

/**
 * Wraps each endpoint's transport so `observe` hears of every call it answers or fails (metrics:
 * calls, errors and latency per chain and endpoint). An observer that throws is ignored.
 */
export function withObserver(transports: readonly Transport[], chainId: number, observe: (event: RpcCallEvent) => void): Transport[] {
  const report = (event: RpcCallEvent) => {
    try {
      observe(event)
    } catch {
      // metrics must never fail a read
    }
  }
  return transports.map(
    (transport, i): Transport =>
      (parameters) => {
        const inner = transport(parameters)
        return {
          ...inner,
          request: async (args: Parameters<typeof inner.request>[0], options?: Parameters<typeof inner.request>[1]) => {
            const start = performance.now()
            const event = (outcome: RpcCallEvent['outcome']): RpcCallEvent => ({ chainId, endpoint: i + 1, method: args.method, durationMs: performance.now() - start, outcome })
            try {
              const result = await inner.request(args, options)
              report(event('ok'))
              return result
            } catch (error) {
              report(event(outcomeOf(error)))
              throw error
            }
          },
        } as ReturnType<Transport>
      },
  )
}
