import { createWalletClient, hexToBigInt, http, type Hex } from 'viem'
import { RPC_ERROR } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { localRpcUrl } from './forwardRpc.js'
import { texts } from './texts.js'
import type { WalletHost } from './walletHost.js'

const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/** Signs in Node and broadcasts through the chain's local RPC; no RPC means no transactions. */
export async function sendTransaction(host: WalletHost, tx: Record<string, Hex | undefined>): Promise<Hex> {
  const url = localRpcUrl(host)
  const client = createWalletClient({ account: host.account, transport: http(url) })
  try {
    if (host.heldBroadcasts.active) {
      const request = { to: tx.to, data: tx.data ?? tx.input, value: big(tx.value), gas: big(tx.gas), nonce: tx.nonce === undefined ? undefined : Number(tx.nonce) }
      return await host.heldBroadcasts.sign(host.account, url, request)
    }
    return await client.sendTransaction({
      chain: null,
      to: tx.to,
      data: tx.data ?? tx.input,
      value: big(tx.value),
      gas: big(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
    })
  } catch (cause) {
    throw new ProviderRpcError(RPC_ERROR.internal, texts.rpcFailed(url), { cause, details: (cause as Error).message })
  }
}
