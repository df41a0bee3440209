import { type Transport, fallback, http, webSocket } from 'viem'
import { JSON_RPC_BATCH_SIZE, RPC_ENDPOINT_COOLDOWN_MS } from './constants.js'
import type { Env } from './env.js'
import { RpcConfigError } from './errors.js'
import { type RpcSettings, getRpcSettings } from './rpcSettings.js'
import { getRpcUrls } from './rpcUrls.js'
import { noRpcUrlsMessage } from './texts.js'
import { withCooldown } from './withCooldown.js'
import { type RpcCallEvent, withObserver } from './withObserver.js'

export type CreateChainTransportParameters = {
  /** Where NEXT_PUBLIC_RPC_* overrides are read. Default: process.env when there is one. */
  env?: Env | undefined
  /** Use these URLs instead of the override or the public list. */
  urls?: readonly string[] | undefined
  /** Replace some of the chain's timeout/retry settings (tests, slow private nodes). */
  settings?: Partial<RpcSettings> | undefined
  /** ms an endpoint that answered 429, a 5xx or nothing is skipped while another is available. Default 30 s. */
  cooldownMs?: number | undefined
  /** Hears of every call to an endpoint (its position, method, outcome, duration; never its URL): metrics. */
  onRequest?: ((event: RpcCallEvent) => void) | undefined
}

/**
 * A viem fallback transport over the chain's RPC URLs, in order (no ranking: the order is
 * the operator's choice). A failing endpoint hands over to the next at once (no per-endpoint
 * retries); one that answered 429, a 5xx or nothing is then skipped for a cooldown while another
 * is available; once all failed, the whole list is retried `retryCount` times with backoff.
 * A user rejection (4001) or a revert is thrown at once, never tried elsewhere (viem's
 * shouldThrow). HTTP endpoints batch the calls of one tick into one JSON-RPC request.
 */
export function createChainTransport(chainId: number, parameters: CreateChainTransportParameters = {}): Transport {
  const urls = parameters.urls ? [...parameters.urls] : getRpcUrls(chainId, parameters.env)
  if (urls.length === 0) throw new RpcConfigError(noRpcUrlsMessage(chainId), { code: 'no_rpc_urls' })
  const { timeout, retryCount, retryDelay } = { ...getRpcSettings(chainId), ...parameters.settings }

  const transports = urls.map((url) =>
    /^wss?:/i.test(url)
      ? webSocket(url, { timeout, retryCount: 0 })
      : http(url, { batch: { batchSize: JSON_RPC_BATCH_SIZE, wait: 0 }, timeout, retryCount: 0 }),
  )
  const observed = parameters.onRequest ? withObserver(transports, chainId, parameters.onRequest) : transports
  return fallback(withCooldown(observed, parameters.cooldownMs ?? RPC_ENDPOINT_COOLDOWN_MS), { rank: false, retryCount, retryDelay })
}
