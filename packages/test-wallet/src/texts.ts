/** Messages the test wallet answers with; wallets word these freely, dapps must only read `code`. */
export const texts = {
  userRejected: 'User rejected the request.',
  locked: 'The wallet is locked.',
  notAuthorized: 'The requested account and/or method has not been authorized by the user.',
  unsupportedMethod: (method: string) => `The test wallet does not support ${method}.`,
  methodNotFound: (method: string) => `The method "${method}" does not exist / is not available.`,
  switchingUnsupported: 'This wallet cannot switch networks from the app.',
  unrecognizedChain: (chainId: number) =>
    `Unrecognized chain ID ${chainId}. Try adding the chain using wallet_addEthereumChain first.`,
  invalidParams: (method: string, why: string) => `Invalid parameters for ${method}: ${why}.`,
  noRpc: (chainId: number) => `The test wallet has no local RPC for chain ${chainId}.`,
  remoteRpc: (url: string) =>
    `Refusing to forward to ${url}: tests must not reach the internet (set allowRemoteRpc to override).`,
  rpcFailed: (url: string) => `The local RPC at ${url} failed.`,
  unknownFailure: (name: string, known: string[]) => `No typed-data failure named ${name}: use one of ${known.join(', ')}, 'never' or { code?, message }.`,
  internal: 'Internal JSON-RPC error.',
  batchChain: (asked: number, selected: number) => `The batch is for chain ${asked}, the wallet is on chain ${selected}.`,
  unsupportedCapabilities: (names: string[]) => `Unsupported non-optional capabilities: ${names.join(', ')}`,
  atomicityNotSupported: 'The wallet cannot execute this batch atomically on this chain.',
  foreignAccountCode: (prefix: string) => `The test wallet cannot batch for an account whose code (${prefix}…) is not its batch executor.`,
  requestTimedOut: 'Request timed out',
  batchFailed: 'The batch could not be sent: a call would fail, so nothing was sent.',
  unknownBundle: (id: string) => `No batch with id ${id}.`,
  badAccountIndex: (index: number, count: number) => `No account ${index}: the wallet holds ${count}.`,
} as const
