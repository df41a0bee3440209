import type { ChildProcess, StdioOptions } from 'node:child_process'
import type { LocalChain } from '@stardust/contracts/local-chain'
import type { Deployment } from '@stardust/contracts'

export declare const appDir: string
export declare function startSeededChain(parameters: {
  chainId: number
  port: number
  outDir: string
  saleStartsIn?: bigint
  extraAirdrop?: readonly { account: `0x${string}`; amount: bigint }[]
}): Promise<{ chain: LocalChain; deployment: Deployment & { airdropList: string } }>
export declare function startNext(parameters: {
  port: number
  env: Record<string, string>
  stdio?: StdioOptions
}): Promise<{ child: ChildProcess; url: string; stop: () => Promise<void> }>
