import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { LocalAccount } from 'viem'
import { http, WagmiProvider, createConfig, createConnector } from 'wagmi'
import { mock } from 'wagmi/connectors'
import type { RpcWallet } from './rpcWallet.js'

export type MockFeatures = NonNullable<Parameters<typeof mock>[0]['features']>

/**
 * A wagmi config with only the mock connector, signing through the local RPC wallet. `type`
 * makes it pass for another kind of connector ('injected', 'walletConnect') where that matters.
 */
export function createTestConfig(wallet: RpcWallet, accounts: LocalAccount[], features: MockFeatures = {}, type?: string) {
  const connector = mock({ accounts: accounts.map((account) => account.address) as [`0x${string}`], features })
  return createConfig({
    chains: [wallet.chain],
    connectors: [type ? createConnector((config) => ({ ...connector(config), type })) : connector],
    transports: { [wallet.chain.id]: http() },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
}

export function WagmiWrapper({ config, children }: { config: ReturnType<typeof createTestConfig>; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
