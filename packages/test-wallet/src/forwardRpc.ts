import { RPC_ERROR, RPC_FORWARD_TIMEOUT_MS } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { texts } from './texts.js'
import type { WalletHost } from './walletHost.js'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname)
  } catch {
    return false
  }
}

/** The selected chain's RPC, if it has one and (unless allowRemoteRpc) it is on this machine. */
export function localRpcUrl(host: Pick<WalletHost, 'chainId' | 'allowRemoteRpc' | 'rpcUrl'>): string {
  const url = host.rpcUrl(host.chainId)
  if (!url) throw new ProviderRpcError(RPC_ERROR.internal, texts.noRpc(host.chainId))
  if (!host.allowRemoteRpc && !isLoopbackUrl(url)) throw new ProviderRpcError(RPC_ERROR.internal, texts.remoteRpc(url))
  return url
}

/** `url` comes from localRpcUrl, which refuses remote URLs. */
export type ForwardRpcParameters = { url: string; method: string; params: unknown }

type JsonRpcResponse = { result?: unknown; error?: { code: number; message: string; data?: unknown } }

/** Sends one JSON-RPC call from Node to the chain's local RPC and unwraps the answer. */
export async function forwardRpc({ url, method, params }: ForwardRpcParameters): Promise<unknown> {
  let body: JsonRpcResponse
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(RPC_FORWARD_TIMEOUT_MS),
    })
    body = (await response.json()) as JsonRpcResponse
  } catch (cause) {
    throw new ProviderRpcError(RPC_ERROR.internal, texts.rpcFailed(url), { cause })
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, { data: body.error.data })
  return body.result
}
