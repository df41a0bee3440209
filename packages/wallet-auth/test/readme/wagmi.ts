// The `./wagmi` module a README snippet imports: a dapp's own wagmi config.
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { createConfig } from 'wagmi'

export const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
