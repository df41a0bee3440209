import { stardustLocal, supportedChains } from '@stardust/chains'
import type { Chain } from 'viem'

/**
 * The chains the site offers: the six, plus Stardust Local (31337) in development builds only.
 * `process.env.NODE_ENV` is written out here so Next inlines it: a production bundle folds the
 * test away and drops `stardustLocal` (checked by e2e/productionBundle.desktop.spec.ts).
 */
export const siteChains: readonly [Chain, ...Chain[]] =
  process.env.NODE_ENV === 'development' ? [...supportedChains, stardustLocal] : supportedChains

/**
 * The site's one chain-name lookup: a chain it lists, named as the header's RainbowKit button names it
 * (Stardust Local included in development). The status line, the server's pages and the flows use it.
 */
export function listedChainName(chainId: number): string | undefined {
  return siteChains.find((chain) => chain.id === chainId)?.name
}
