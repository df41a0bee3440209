import { isHex, numberToHex, type Hex, type TypedDataDefinition } from 'viem'
import { PROMPT_METHODS, RPC_ERROR, SIGNATURE_METHODS } from './constants.js'
import { forwardRpc, localRpcUrl } from './forwardRpc.js'
import { ProviderRpcError } from './errors.js'
import { getCallsStatus } from './callsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { sendCalls } from './sendCalls.js'
import { sendTransaction } from './sendTransaction.js'
import { texts } from './texts.js'
import { answerWatchAsset } from './watchAsset.js'
import type { WalletHost, WalletRequest } from './walletHost.js'

const prompts = new Set<string>(PROMPT_METHODS)
const signatures = new Set<string>(SIGNATURE_METHODS)

function param(request: WalletRequest, index: number): unknown {
  return Array.isArray(request.params) ? request.params[index] : undefined
}

function chainIdParam(request: WalletRequest): number {
  const value = (param(request, 0) as { chainId?: unknown } | undefined)?.chainId
  if (typeof value !== 'string' || !isHex(value)) {
    throw new ProviderRpcError(RPC_ERROR.invalidParams, texts.invalidParams(request.method, 'chainId must be a hex string'))
  }
  return Number(value)
}

function permissionsOf(host: WalletHost, origin: string) {
  if (!host.isGranted(origin)) return []
  const accounts = host.visibleAccounts(origin)
  return [{ invoker: origin, parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: accounts }] }]
}

function assertSigner(host: WalletHost, request: WalletRequest, address: unknown): void {
  if (host.locked) throw new ProviderRpcError(RPC_ERROR.unauthorized, texts.locked)
  const granted = host.isGranted(request.origin)
  if (!granted || typeof address !== 'string' || address.toLowerCase() !== host.account.address.toLowerCase()) {
    throw new ProviderRpcError(RPC_ERROR.unauthorized, texts.notAuthorized)
  }
}

function parseTypedData(request: WalletRequest): TypedDataDefinition {
  const raw = param(request, 1)
  const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & { types: Record<string, unknown> }
  // viem derives the EIP712Domain type from the domain itself
  const { EIP712Domain: _domain, ...types } = data.types
  return { ...data, types } as TypedDataDefinition
}

/** Answers one EIP-1193 request: prompts go through the script, reads go to the local RPC. */
export async function handleRequest(host: WalletHost, request: WalletRequest): Promise<unknown> {
  const { method, origin } = request
  const prompted =
    prompts.has(method) &&
    !(method === 'eth_requestAccounts' && host.isGranted(origin) && !host.locked) &&
    // A wallet without wallet_watchAsset shows no prompt at all.
    !(method === 'wallet_watchAsset' && host.watchAssetMode === 'unsupported')
  if (host.locked && (method === 'eth_requestAccounts' || method === 'wallet_requestPermissions')) {
    throw new ProviderRpcError(RPC_ERROR.unauthorized, texts.locked)
  }
  if (prompted) await host.script.play(request)

  const result = await answer(host, request)
  if (signatures.has(method)) host.countSignature()
  return result
}

async function answer(host: WalletHost, request: WalletRequest): Promise<unknown> {
  const { method, origin } = request
  switch (method) {
    case 'eth_chainId':
      return numberToHex(host.chainId)
    case 'net_version':
      return String(host.chainId)
    case 'eth_accounts':
      return host.visibleAccounts(origin)
    case 'eth_requestAccounts':
      await host.grant(origin, request.pageId)
      return [host.account.address.toLowerCase()]
    case 'wallet_requestPermissions':
      await host.grant(origin, request.pageId)
      return permissionsOf(host, origin)
    case 'wallet_getPermissions':
      return permissionsOf(host, origin)
    case 'wallet_revokePermissions':
      await host.revoke(origin, request.pageId)
      return null
    case 'personal_sign': {
      const data = param(request, 0)
      assertSigner(host, request, param(request, 1))
      if (typeof data !== 'string') throw new ProviderRpcError(RPC_ERROR.invalidParams, texts.invalidParams(method, 'no message'))
      return host.account.signMessage({ message: isHex(data) ? { raw: data } : data })
    }
    case 'eth_signTypedData_v4':
      assertSigner(host, request, param(request, 0))
      return (host.typedDataSigner ?? host.account).signTypedData(parseTypedData(request))
    case 'wallet_switchEthereumChain': {
      const chainId = chainIdParam(request)
      if (!host.canSwitchChain) throw new ProviderRpcError(RPC_ERROR.unsupportedMethod, texts.switchingUnsupported)
      if (!host.knowsChain(chainId)) throw new ProviderRpcError(RPC_ERROR.unrecognizedChain, texts.unrecognizedChain(chainId))
      await host.selectChain(chainId)
      return null
    }
    case 'wallet_addEthereumChain': {
      // Like MetaMask, adding a chain also switches to it (wagmi checks the chain id afterwards).
      const chainId = chainIdParam(request)
      host.addChain(chainId)
      await host.selectChain(chainId)
      return null
    }
    case 'eth_sendTransaction': {
      const tx = param(request, 0) as { from?: unknown } | undefined
      assertSigner(host, request, tx?.from)
      return sendTransaction(host, tx as Record<string, Hex | undefined>)
    }
    case 'wallet_getCapabilities':
      return getCapabilities(host, request)
    case 'wallet_sendCalls': {
      const batch = param(request, 0) as { from?: unknown } | undefined
      assertSigner(host, request, batch?.from ?? host.account.address)
      return sendCalls(host, request)
    }
    case 'wallet_getCallsStatus':
      return getCallsStatus(host, request)
    case 'wallet_watchAsset':
      return answerWatchAsset(host.watchAssetMode, request.params, host.chainId, host.watchedAssets)
    case 'eth_sign':
    case 'eth_signTypedData':
    case 'eth_signTypedData_v3':
      throw new ProviderRpcError(RPC_ERROR.unsupportedMethod, texts.unsupportedMethod(method))
    default:
      return forwardRpc({ url: localRpcUrl(host), method, params: request.params })
  }
}
