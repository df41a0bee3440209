import { LOCAL_CHAIN_ID, stardustLocal } from '@stardust/chains'
import {
  type Address,
  type Hex,
  ChainDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  createWalletClient,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  numberToHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type KeyStorage, loadOrCreateBurnerKey } from './burnerKey'
import { DEV_WALLET_TEXTS } from './texts'

export type DevProviderRequest = { method: string; params?: unknown }
export type DevProviderRequestFn = (args: DevProviderRequest) => Promise<unknown>

/** An EIP-1193 provider whose key lives in this browser and whose only chain is Stardust Local. */
export type DevProvider = { address: Address; request: DevProviderRequestFn }

export type CreateDevProviderParameters = {
  /** Where the burner key is kept (window.localStorage in the browser). */
  storage: KeyStorage
  /** The local node: `getRpcUrls(LOCAL_CHAIN_ID)`, i.e. NEXT_PUBLIC_RPC_LOCAL or 127.0.0.1:8545. */
  rpcUrl: string
}

type RpcTransaction = {
  from?: Address
  to?: Address | null
  data?: Hex
  value?: Hex
  gas?: Hex
  nonce?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  chainId?: Hex
}

const LOCAL_CHAIN_HEX = numberToHex(LOCAL_CHAIN_ID)

/**
 * Signs messages, typed data and transactions with the burner key and sends raw transactions to
 * the local node only; every other call is forwarded to that node. Before anything reaches the
 * node, its chain id must be 31337: an override that points elsewhere is refused, so a burner key
 * never signs for a real chain. Loaded only when the development wallet is used (it carries the
 * curve code).
 */
export function createDevProvider({ storage, rpcUrl }: CreateDevProviderParameters): DevProvider {
  const account = privateKeyToAccount(loadOrCreateBurnerKey(storage, generatePrivateKey))
  const transport = http(rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ account, chain: stardustLocal, transport })
  // viem types request by known method names; the provider forwards any name, as a wallet does.
  const node = transport({ chain: stardustLocal, retryCount: 0 }).request as unknown as DevProviderRequestFn

  let nodeChecked: Promise<void> | undefined
  const assertLocalNode = (): Promise<void> =>
    (nodeChecked ??= node({ method: 'eth_chainId' }).then(
      (chainId) => {
        if (Number(chainId) !== LOCAL_CHAIN_ID) throw new ChainDisconnectedError(new Error(DEV_WALLET_TEXTS.wrongNode(rpcUrl, LOCAL_CHAIN_ID)))
      },
      (error: unknown) => {
        nodeChecked = undefined // the node may start later: ask again next time
        throw error
      },
    ))

  const assertOwnAddress = (address: unknown): void => {
    if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address)) {
      throw new UnauthorizedProviderError(new Error(DEV_WALLET_TEXTS.notYourAccount))
    }
  }

  const sendTransaction = async (tx: RpcTransaction): Promise<Hex> => {
    if (tx.from !== undefined) assertOwnAddress(tx.from)
    if (tx.chainId !== undefined && hexToNumber(tx.chainId) !== LOCAL_CHAIN_ID) {
      throw new ChainDisconnectedError(new Error(DEV_WALLET_TEXTS.onlyLocalChain(LOCAL_CHAIN_ID)))
    }
    await assertLocalNode()
    const common = {
      to: tx.to ?? null,
      data: tx.data,
      value: tx.value === undefined ? undefined : hexToBigInt(tx.value),
      gas: tx.gas === undefined ? undefined : hexToBigInt(tx.gas),
      nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
    }
    // viem fills what is missing (nonce, gas, fees) from the node, signs here, sends it raw.
    if (tx.gasPrice !== undefined) return wallet.sendTransaction({ ...common, gasPrice: hexToBigInt(tx.gasPrice) })
    return wallet.sendTransaction({
      ...common,
      maxFeePerGas: tx.maxFeePerGas === undefined ? undefined : hexToBigInt(tx.maxFeePerGas),
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas === undefined ? undefined : hexToBigInt(tx.maxPriorityFeePerGas),
    })
  }

  const request: DevProviderRequestFn = async ({ method, params }) => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return LOCAL_CHAIN_HEX
      case 'personal_sign':
        assertOwnAddress(list[1])
        return account.signMessage({ message: { raw: list[0] as Hex } })
      case 'eth_signTypedData_v4':
        assertOwnAddress(list[0])
        return account.signTypedData(JSON.parse(String(list[1])) as Parameters<typeof account.signTypedData>[0])
      case 'eth_sendTransaction':
        return sendTransaction((list[0] ?? {}) as RpcTransaction)
      case 'wallet_switchEthereumChain': {
        const target = (list[0] as { chainId?: Hex } | undefined)?.chainId
        if (target !== undefined && hexToNumber(target) === LOCAL_CHAIN_ID) return null
        throw new SwitchChainError(new Error(DEV_WALLET_TEXTS.onlyLocalChain(LOCAL_CHAIN_ID)))
      }
      case 'eth_sign':
      case 'eth_signTransaction':
      case 'wallet_addEthereumChain':
      case 'wallet_watchAsset':
      case 'wallet_sendCalls':
        throw new UnsupportedProviderMethodError(new Error(DEV_WALLET_TEXTS.unsupportedMethod(method)))
      default:
        await assertLocalNode()
        return node({ method, params })
    }
  }

  return { address: account.address, request }
}
