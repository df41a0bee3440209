/**
 * What the wallet says about EIP-5792 atomic batches on every chain it knows (`wallet_getCapabilities`):
 * `supported` (a smart account, or an EOA already upgraded), `ready` (an EOA the wallet upgrades through
 * EIP-7702 on the first batch, as MetaMask does), `unsupported`. Either of the first two runs
 * `wallet_sendCalls` for real, atomically: one transaction through the batch executor.
 */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

/** How `wallet_getCapabilities` answers: truthfully, with an error, never, or with decimal chain keys ("5000"). */
export type CapabilitiesBehaviour = 'answer' | 'fail' | 'never' | 'decimalKeys'

/**
 * How `wallet_getCallsStatus` answers: the truth, `pending` forever, `noReceipts` (confirmed with an empty
 * receipt list), or `notAtomic`: the calls are sent as separate transactions and the status says
 * `atomic: false` although the page required atomicity.
 */
export type CallsStatusBehaviour = 'truthful' | 'pending' | 'noReceipts' | 'notAtomic'

export type BatchingParameters = {
  /** Undefined: the wallet knows nothing of EIP-5792 (the default, like most wallets): both methods answer -32601. */
  atomic?: AtomicStatus | undefined
  capabilities?: CapabilitiesBehaviour | undefined
  status?: CallsStatusBehaviour | undefined
}

export type Batching = { atomic: AtomicStatus | undefined; capabilities: CapabilitiesBehaviour; status: CallsStatusBehaviour }

export function resolveBatching(parameters: BatchingParameters | undefined, current?: Batching): Batching {
  return {
    atomic: parameters && 'atomic' in parameters ? parameters.atomic : current?.atomic,
    capabilities: parameters?.capabilities ?? current?.capabilities ?? 'answer',
    status: parameters?.status ?? current?.status ?? 'truthful',
  }
}

/** One batch the wallet sent: its transactions and whether they ran as one. */
export type SentBatch = { chainId: number; hashes: `0x${string}`[]; atomic: boolean; calls: number }
