import { createRequire } from 'node:module'
import path from 'node:path'
import { custom, type EIP1193RequestFn, type Transport } from 'viem'
import { packageRoot } from './packageRoot.js'

type RawProvider = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

/**
 * An in-process hardhat chain forked from `rpcUrl` (same chain id), for a dry run: the deploy's transactions run
 * there, against the real chain's state, and nothing reaches the real chain. Loads hardhat in this process: do not
 * use where the process already runs an in-process chain of its own (tests).
 */
export async function forkChain(rpcUrl: string, chainId: number): Promise<{ transport: Transport; impersonate: (address: string) => Promise<void> }> {
  if (!packageRoot) throw new Error('hardhat.config.cjs not found beside the package')
  process.env.HARDHAT_CONFIG = path.join(packageRoot, 'hardhat.config.cjs')
  process.env.STARDUST_CHAIN_ID = String(chainId)
  const require = createRequire(import.meta.url)
  const raw = (require('hardhat') as { network: { provider: RawProvider } }).network.provider
  await raw.request({ method: 'hardhat_reset', params: [{ forking: { jsonRpcUrl: rpcUrl } }] })
  const request = (async (args: { method: string; params?: unknown }) => {
    try {
      return await raw.request(args)
    } catch (error) {
      const e = error as { data?: unknown; code?: unknown }
      if (e.data !== undefined && e.code === undefined) e.code = 3 // viem decodes custom errors only for code 3
      throw error
    }
  }) as EIP1193RequestFn
  return {
    transport: custom({ request }, { retryCount: 0 }),
    impersonate: async (address) => {
      await raw.request({ method: 'hardhat_impersonateAccount', params: [address] })
    },
  }
}
