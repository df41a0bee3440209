import { createApiClient } from '@stardust/api-client'
import type { LocalAccount } from 'viem'
import { type CreateWalletAuthParameters, type WalletAuth, createWalletAuth } from '../src/exports/index.js'
import type { TokenChangeEvent } from '../src/exports/index.js'
import { MemoryStorage } from './memoryStorage.js'

/** How a tab's wallet answers the next signature request. */
export type SignBehaviour = 'sign' | 'reject' | 'hang'

export type TestTab = {
  auth: WalletAuth
  /** Signature requests this tab's wallet received. */
  signRequests: number
  /** The texts this tab's wallet was asked to sign, in order. */
  messages: string[]
  disconnects: number
  signBehaviour: SignBehaviour
  tokenEvents: TokenChangeEvent[]
  account: LocalAccount | undefined
  /** With 'hang': the user finally rejects the open prompt. */
  rejectOpenPrompt(): void
  /** With 'hang': the user finally signs the open prompt (a real signature of the tab's account). */
  approveOpenPrompt(): void
  connect(account: LocalAccount, chainId?: number): void
  /** The wallet drops the connection (the user disconnects, or our disconnect() was obeyed). */
  dropConnection(): void
  /** The tab closes: pagehide, then nothing. */
  close(): void
}

export type Browser = {
  storage: MemoryStorage
  tabs: TestTab[]
  openTab(options?: Partial<CreateWalletAuthParameters>): TestTab
  /** Total signature requests across every tab. */
  signRequests(): number
  closeAll(): void
}

/**
 * Several tabs of one origin in one process: separate WalletAuth instances over one shared
 * storage and the real BroadcastChannel, each with a wallet backed by a viem local account.
 */
export function createBrowser({ baseURL, ...shared }: { baseURL: string } & Partial<CreateWalletAuthParameters>): Browser {
  const storage = new MemoryStorage()
  const tabs: TestTab[] = []
  const logger = { error() {} }

  return {
    storage,
    tabs,
    signRequests: () => tabs.reduce((sum, tab) => sum + tab.signRequests, 0),
    closeAll() {
      for (const tab of tabs) tab.close()
    },
    openTab(options = {}) {
      const tab: TestTab = {
        auth: undefined as unknown as WalletAuth,
        signRequests: 0,
        messages: [],
        disconnects: 0,
        signBehaviour: 'sign',
        tokenEvents: [],
        account: undefined,
        rejectOpenPrompt: () => {},
        approveOpenPrompt: () => {},
        connect(account, chainId = 31_337) {
          tab.account = account
          tab.auth.setAccount({ status: 'connected', address: account.address, chainId })
        },
        dropConnection() {
          tab.account = undefined
          tab.auth.setAccount({ status: 'disconnected' })
        },
        close: () => tab.auth.stop(),
      }
      tab.auth = createWalletAuth({
        api: createApiClient({ baseURL }),
        storage,
        locks: null,
        logger,
        onTokenChange: (event) => tab.tokenEvents.push(event),
        wallet: {
          async signMessage({ address, message }) {
            tab.signRequests++
            tab.messages.push(message)
            const account = tab.account
            if (!account || account.address.toLowerCase() !== address) throw new Error('wallet: not this account')
            if (tab.signBehaviour === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
            if (tab.signBehaviour === 'hang') {
              return new Promise((resolve, reject) => {
                tab.rejectOpenPrompt = () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
                tab.approveOpenPrompt = () => resolve(account.signMessage({ message }))
              })
            }
            return account.signMessage({ message })
          },
          disconnect() {
            tab.disconnects++
            tab.dropConnection()
          },
        },
        ...shared,
        ...options,
      })
      tab.auth.start()
      tabs.push(tab)
      return tab
    },
  }
}
