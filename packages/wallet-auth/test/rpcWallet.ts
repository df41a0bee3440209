import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, type Hex, type LocalAccount, defineChain } from 'viem'
import { listenOnLoopback } from './listenOnLoopback.js'

export type RpcWallet = {
  /** A chain whose RPC is this server; wagmi's mock connector sends `personal_sign` there as eth_sign. */
  chain: ReturnType<typeof defineChain>
  /** eth_sign requests received: the signature prompts a real wallet would have shown. */
  signRequests: number
  /** When set, each eth_sign waits for it before answering (a wallet prompt left open). */
  beforeSign?: (() => Promise<void>) | undefined
  close(): Promise<void>
}

/**
 * The "wallet" behind wagmi's mock connector: a JSON-RPC server that signs with viem local
 * accounts, so component tests get real signatures the auth server verifies.
 */
export async function startRpcWallet(accounts: LocalAccount[]): Promise<RpcWallet> {
  const byAddress = new Map(accounts.map((account) => [account.address.toLowerCase(), account]))
  const wallet = { signRequests: 0 } as RpcWallet

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers)
      response.end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string; params: unknown[] }
    const answer = (body: object) => {
      response.writeHead(200, headers)
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...body }))
    }
    if (method === 'eth_accounts') return answer({ result: accounts.map((account) => account.address) })
    if (method === 'eth_chainId') return answer({ result: '0x7a69' })
    if (method === 'eth_sign') {
      wallet.signRequests++
      await wallet.beforeSign?.()
      const [address, raw] = params as [Address, Hex]
      const account = byAddress.get(address.toLowerCase())
      if (!account) return answer({ error: { code: -32602, message: 'unknown account' } })
      return answer({ result: await account.signMessage({ message: { raw } }) })
    }
    answer({ error: { code: -32601, message: `method ${method} not supported` } })
  }

  const server = await listenOnLoopback(handle, 500)
  wallet.chain = defineChain({
    id: 31_337,
    name: 'Test chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    // The handler ignores the path: the RPC is the server's root.
    rpcUrls: { default: { http: [new URL(server.baseURL).origin] } },
  })
  wallet.close = server.close
  return wallet
}
