import { createPublicClient, createWalletClient, encodeFunctionData, http, isHex, slice, type Hex } from 'viem'
import { BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_CODE, batchExecutorAbi } from './batchExecutor.js'
import { RPC_ERROR } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { localRpcUrl } from './forwardRpc.js'
import { texts } from './texts.js'
import type { WalletHost, WalletRequest } from './walletHost.js'

type CallParameter = { to?: Hex; data?: Hex; value?: Hex }
type SendCallsParameter = { version?: string; chainId?: Hex; from?: Hex; calls?: CallParameter[]; atomicRequired?: boolean; capabilities?: Record<string, { optional?: boolean }> }

/** EIP-7702's delegation designator: 0xef0100 followed by the address the account's code points to. */
const DELEGATION_PREFIX = '0xef0100'

function parse(request: WalletRequest): SendCallsParameter {
  const raw = Array.isArray(request.params) ? (request.params[0] as SendCallsParameter | undefined) : undefined
  if (!raw || !Array.isArray(raw.calls) || raw.calls.length === 0 || raw.calls.some((call) => !call.to || !isHex(call.to))) {
    throw new ProviderRpcError(RPC_ERROR.invalidParams, texts.invalidParams(request.method, 'calls must be a non-empty list with a `to` each'))
  }
  return raw
}

/**
 * `wallet_sendCalls` (EIP-5792) for real on the local chain. Atomic: one transaction from the account to
 * itself running the batch executor's `execute(calls)`, so every call happens in one block or none
 * (a failing call reverts them all, and the wallet refuses a batch whose estimate already fails). An EOA
 * is upgraded first through EIP-7702 (an authorization in the same transaction, as MetaMask does for
 * `ready`); a contract account whose code is the executor runs it directly. With the `notAtomic` switch
 * the calls go as separate transactions instead, like a wallet that ignores `atomicRequired`.
 */
export async function sendCalls(host: WalletHost, request: WalletRequest): Promise<{ id: Hex }> {
  const batch = parse(request)
  const { atomic, status } = host.batching
  if (atomic === undefined) throw new ProviderRpcError(RPC_ERROR.methodNotFound, texts.methodNotFound(request.method))
  if (batch.chainId !== undefined && Number(batch.chainId) !== host.chainId) {
    throw new ProviderRpcError(RPC_ERROR.unsupportedChain, texts.batchChain(Number(batch.chainId), host.chainId))
  }
  const required = Object.entries(batch.capabilities ?? {}).filter(([, value]) => !value?.optional).map(([name]) => name)
  if (required.length > 0) throw new ProviderRpcError(RPC_ERROR.unsupportedCapability, texts.unsupportedCapabilities(required))
  if (batch.atomicRequired && atomic === 'unsupported') throw new ProviderRpcError(RPC_ERROR.atomicityNotSupported, texts.atomicityNotSupported)
  // `notAtomic` plays a wallet that ignores atomicRequired: the calls go one by one.
  const atomicRun = atomic !== 'unsupported' && status !== 'notAtomic'
  const url = localRpcUrl(host)
  const calls = batch.calls!.map((call) => ({ to: call.to!, data: call.data ?? '0x', value: call.value === undefined ? 0n : BigInt(call.value) }))
  const wallet = createWalletClient({ account: host.account, transport: http(url) })
  const reader = createPublicClient({ transport: http(url) })
  try {
    let hashes: Hex[]
    if (!atomicRun) {
      hashes = []
      for (const call of calls) {
        const hash = await wallet.sendTransaction({ chain: null, to: call.to, data: call.data, value: call.value })
        await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        hashes.push(hash)
      }
    } else {
      hashes = [await sendThroughExecutor(host, wallet, reader, calls)]
    }
    const id = host.recordBatch({ chainId: host.chainId, hashes, atomic: atomicRun, calls: calls.length })
    return { id }
  } catch (cause) {
    if (cause instanceof ProviderRpcError) throw cause
    throw new ProviderRpcError(RPC_ERROR.internal, texts.batchFailed, { cause, details: (cause as Error).message })
  }
}

type Wallet = ReturnType<typeof createWalletClient>
type Reader = ReturnType<typeof createPublicClient>

async function sendThroughExecutor(host: WalletHost, wallet: Wallet, reader: Reader, calls: { to: Hex; data: Hex; value: bigint }[]): Promise<Hex> {
  const self = host.account.address
  const data = encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] })
  const value = calls.reduce((sum, call) => sum + call.value, 0n)
  const code = (await reader.getCode({ address: self })) ?? '0x'
  const delegated = code.toLowerCase() === `${DELEGATION_PREFIX}${BATCH_EXECUTOR_ADDRESS.slice(2)}`.toLowerCase()
  if (code === '0x' || (code.startsWith(DELEGATION_PREFIX) && !delegated)) {
    // An EOA (or one delegated elsewhere): upgrade it to the executor in the batch's own transaction.
    await placeExecutor(reader)
    const authorization = await wallet.signAuthorization({ account: host.account, contractAddress: BATCH_EXECUTOR_ADDRESS, executor: 'self', chainId: host.chainId })
    return wallet.sendTransaction({ account: host.account, chain: null, to: self, data, value, authorizationList: [authorization] })
  }
  if (!delegated && code.toLowerCase() !== BATCH_EXECUTOR_CODE.toLowerCase()) {
    throw new ProviderRpcError(RPC_ERROR.atomicityNotSupported, texts.foreignAccountCode(slice(code, 0, Math.min(4, (code.length - 2) / 2))))
  }
  return wallet.sendTransaction({ account: host.account, chain: null, to: self, data, value })
}

/** Puts the executor's code at its fixed address on the local chain, once (idempotent: the same code). */
async function placeExecutor(reader: Reader): Promise<void> {
  const code = await reader.getCode({ address: BATCH_EXECUTOR_ADDRESS })
  if (code && code !== '0x') return
  const setCode = reader.request as unknown as (args: { method: 'hardhat_setCode'; params: [Hex, Hex] }) => Promise<unknown>
  await setCode({ method: 'hardhat_setCode', params: [BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_CODE] })
}
