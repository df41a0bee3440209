import type { Chain, Transport } from 'viem'
import { supportedChains } from './chains.js'
import { type CreateChainTransportParameters, createChainTransport } from './createChainTransport.js'
import type { Env } from './env.js'

export type CreateTransportsParameters<chains extends readonly Chain[]> = {
  /** Where NEXT_PUBLIC_RPC_* overrides are read. Default: process.env when there is one. */
  env?: Env | undefined
  /** Chains to build transports for. Default: all supported chains. */
  chains?: chains | undefined
  settings?: CreateChainTransportParameters['settings']
}

/** One transport per chain id, for wagmi's `createConfig({ transports })` or viem clients. */
export function createTransports<const chains extends readonly Chain[] = typeof supportedChains>(
  parameters: CreateTransportsParameters<chains> = {},
): Record<chains[number]['id'], Transport> {
  const chains: readonly Chain[] = parameters.chains ?? supportedChains
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    transports[chain.id] = createChainTransport(chain.id, { env: parameters.env, settings: parameters.settings })
  }
  return transports as Record<chains[number]['id'], Transport>
}
