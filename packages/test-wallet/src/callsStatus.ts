import { createPublicClient, http, isHex, numberToHex, type Hex, type RpcTransactionReceipt } from 'viem'
import { RPC_ERROR } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { localRpcUrl } from './forwardRpc.js'
import { texts } from './texts.js'
import type { WalletHost, WalletRequest } from './walletHost.js'

/** EIP-5792 status codes. */
const STATUS = { pending: 100, confirmed: 200, reverted: 500, partial: 600 } as const

/**
 * `wallet_getCallsStatus` (EIP-5792 2.0.0): the receipts of the batch's transactions as the chain has
 * them, or what the `status` switch plays instead (pending forever, no receipts, atomic: false).
 */
export async function getCallsStatus(host: WalletHost, request: WalletRequest): Promise<unknown> {
  const id = Array.isArray(request.params) ? (request.params[0] as unknown) : undefined
  const batch = typeof id === 'string' && isHex(id) ? host.batch(id) : undefined
  if (!batch) throw new ProviderRpcError(RPC_ERROR.unknownBundle, texts.unknownBundle(String(id)))
  const base = { version: '2.0.0', id, chainId: numberToHex(batch.chainId), atomic: batch.atomic }
  if (host.batching.status === 'pending') return { ...base, status: STATUS.pending }
  const reader = createPublicClient({ transport: http(localRpcUrl(host)) })
  const receipts = await Promise.all(
    batch.hashes.map((hash) => reader.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<RpcTransactionReceipt | null>),
  )
  if (receipts.some((receipt) => receipt === null)) return { ...base, status: STATUS.pending }
  const mined = receipts as RpcTransactionReceipt[]
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
  const status = succeeded === mined.length ? STATUS.confirmed : succeeded === 0 || batch.atomic ? STATUS.reverted : STATUS.partial
  if (host.batching.status === 'noReceipts') return { ...base, status, receipts: [] }
  return {
    ...base,
    status,
    receipts: mined.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: receiptStatus,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash: transactionHash as Hex,
    })),
  }
}
