import { LOCAL_CHAIN_ID } from '@stardust/chains'
import { type Address, SwitchChainError, getAddress } from 'viem'
import { createConnector } from 'wagmi'
import { type KeyStorage, readBurnerKey } from './burnerKey'
import { DEV_WALLET_ID } from './constants'
import type { DevProvider } from './createDevProvider'
import { fundDevAccount } from './fundDevAccount'
import { DEV_WALLET_TEXTS } from './texts'

export type DevWalletConnectorParameters = {
  /** The local node's URL (NEXT_PUBLIC_RPC_LOCAL or http://127.0.0.1:8545). */
  rpcUrl: string
  /** Where the burner key lives; read when first needed. Default: window.localStorage. */
  storage?: (() => KeyStorage) | undefined
}

type StorageItem = { [key in `${typeof DEV_WALLET_ID}.disconnected`]: true }

const DISCONNECTED = `${DEV_WALLET_ID}.disconnected` as const

/**
 * wagmi connector for the development wallet: a burner key kept in this browser, Stardust Local
 * only. The signing code (viem accounts, the curve) is imported on first use, so listing the
 * wallet costs the modal almost nothing. A connect tops the account up on the local node.
 */
export function devWalletConnector({ rpcUrl, storage = () => window.localStorage }: DevWalletConnectorParameters) {
  return createConnector<DevProvider, Record<string, unknown>, StorageItem>((config) => {
    let provider: Promise<DevProvider> | undefined
    // Also kept here: wagmi may run without storage, and a disconnect must still stick.
    let disconnected = false
    const loadProvider = (): Promise<DevProvider> =>
      (provider ??= import('./createDevProvider').then(({ createDevProvider }) => createDevProvider({ storage: storage(), rpcUrl })))

    return {
      id: DEV_WALLET_ID,
      name: DEV_WALLET_TEXTS.name,
      type: DEV_WALLET_ID,
      async connect({ withCapabilities } = {}) {
        const { address, request } = await loadProvider()
        await fundDevAccount({ request, address })
        disconnected = false
        await config.storage?.removeItem(DISCONNECTED)
        // The wallet has one chain: whatever chain was asked for, it connects on Stardust Local.
        const accounts = withCapabilities ? [{ address, capabilities: {} }] : [address]
        config.emitter.emit('change', { chainId: LOCAL_CHAIN_ID })
        return { accounts: accounts as never, chainId: LOCAL_CHAIN_ID }
      },
      async disconnect() {
        disconnected = true
        await config.storage?.setItem(DISCONNECTED, true)
      },
      async getAccounts(): Promise<readonly Address[]> {
        return [(await loadProvider()).address]
      },
      async getChainId() {
        return LOCAL_CHAIN_ID
      },
      getProvider: loadProvider,
      async isAuthorized() {
        if (disconnected || (await config.storage?.getItem(DISCONNECTED))) return false
        return readBurnerKey(storage()) !== undefined
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (chainId !== LOCAL_CHAIN_ID || !chain) throw new SwitchChainError(new Error(DEV_WALLET_TEXTS.onlyLocalChain(LOCAL_CHAIN_ID)))
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
