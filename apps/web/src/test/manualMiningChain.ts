import { type LocalChain, startLocalChain } from '@stardust/contracts/local-chain'
import { createPublicClient, custom, http, type PublicClient } from 'viem'

/** A real hardhat node of a test file's own with automatic mining off: each test mines when it means to. */
export interface ManualMiningChain {
  url: string
  client: PublicClient
  mine: () => Promise<unknown>
  stop: () => Promise<void>
}

export async function startManualMiningChain(): Promise<ManualMiningChain> {
  const chain: LocalChain = await startLocalChain()
  const client = createPublicClient({ transport: http(chain.url) }) as PublicClient
  await client.request({ method: 'evm_setAutomine' as never, params: [false] as never })
  return {
    url: chain.url,
    client,
    mine: () => client.request({ method: 'evm_mine' as never, params: [] as never }),
    stop: () => chain.stop(),
  }
}

/** A client of the node that counts every block it reads by number (a pending block's read aside). */
export function blockReadsCounted(node: ManualMiningChain): { client: PublicClient; blocksRead: () => number } {
  let read = 0
  const client = createPublicClient({
    transport: custom({
      request: (args: { method: string; params?: unknown }) => {
        if (args.method === 'eth_getBlockByNumber' && (args.params as unknown[])[0] !== 'pending') read++
        return node.client.request(args as never)
      },
    }),
  }) as PublicClient
  return { client, blocksRead: () => read }
}
