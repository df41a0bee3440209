/** EIP-1193 / EIP-1474 error codes the wallet answers with (https://eips.ethereum.org/EIPS/eip-1193#provider-errors). */
export const RPC_ERROR = {
  /** EIP-1193: the user rejected the request. */
  userRejected: 4001,
  /** EIP-1193: the method or account is not authorized (locked wallet, no permission). */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** MetaMask convention, used by wagmi and RainbowKit: the chain was never added to the wallet. */
  unrecognizedChain: 4902,
  /** EIP-1474: the method does not exist (a wallet without wallet_watchAsset, for one). */
  methodNotFound: -32601,
  /** EIP-1474: invalid method parameters. */
  invalidParams: -32602,
  /** EIP-1474: internal error (here: no local RPC for a read call, or the RPC failed). */
  internal: -32603,
} as const

/**
 * How wallets seen in the field fail `eth_signTypedData_v4` (EIP-712), for `failTypedData(name)`.
 * A dapp must treat each as "this wallet cannot sign", not as the person saying no.
 */
export const TYPED_DATA_FAILURES = {
  /** EIP-1193 4200, e.g. Zodiac Pilot (balancer/frontend-v2#3208). */
  unsupported: { code: 4200, message: 'The method eth_signTypedData_v4 is not supported by this wallet.' },
  /** JSON-RPC -32601, e.g. imToken's in-app browser (gnosis/cowswap#563). */
  methodNotFound: { code: -32601, message: 'The method "eth_signTypedData_v4" does not exist / is not available.' },
  /** A plain Error with no code at all (Uniswap/interface#5847). */
  noCode: { message: 'eth_signTypedData_v4 is not yet supported' },
  /** -32000 with the wallet's own words: Trust Wallet on layer 2s (Uniswap/conedison#19). */
  trustWallet: { code: -32000, message: "The operation couldn't be completed. (TrustWalletConnect.WCError error 1.)" },
  /** -32603, the catch-all internal error. */
  internal: { code: -32603, message: 'Internal JSON-RPC error.' },
} as const satisfies Record<string, { code?: number; message: string }>

/** Name of the page binding the injected provider calls; one per BrowserContext. */
export const BINDING_NAME = '__stardustTestWallet'

/** Name of the page function Node calls to deliver provider events. */
export const EMIT_NAME = '__stardustTestWalletEmit'

/** A read call forwarded to the local RPC gives up after this long (viem's http default is 10 s). */
export const RPC_FORWARD_TIMEOUT_MS = 10_000

/**
 * Hardhat / anvil default accounts 0-4 ("test test ... junk" mnemonic): public test keys with no
 * value anywhere, so tests get stable addresses.
 */
export const DEFAULT_PRIVATE_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
] as const

/** Requests a real wallet shows to the user; rejectNext / delay / hold apply to these by default. */
export const PROMPT_METHODS = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
] as const

/** Requests that produce a signature; counted by `signatureCount`. */
export const SIGNATURE_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const

/** A small purple square, so RainbowKit has an icon to show (EIP-6963 requires a data URI). */
export const DEFAULT_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzdjM2FlZCIvPjwvc3ZnPg=='

export const DEFAULT_WALLET_INFO = {
  uuid: '6f1c9f0e-5f5a-4d52-9d0b-5a3e2c1b7a10',
  name: 'Test Wallet',
  icon: DEFAULT_ICON,
  rdns: 'dev.stardust.testwallet',
} as const
