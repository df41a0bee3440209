'use client'

import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useAccount, useSwitchChain } from 'wagmi'
import { useClientDeployments } from '@/onchain/clientDeployments'
import { siteChain, useHomeChain } from '@/onchain/useHomeSwitch'
import { useChainClock } from '@/onchain/useChainClock'
import { StakePosition } from './StakePosition'
import { STAKE_TEXTS } from './texts'

/**
 * /stake's wallet part (a wallet island: drawn inside the wallet providers once the stack has loaded):
 * the connected account's position on the connected chain, or what to do first (connect; switch to a
 * network that has staking).
 */
export default function StakePanel() {
  const { address, chainId, isConnected } = useAccount()
  const deployments = useClientDeployments()
  const { openConnectModal } = useConnectModal()
  const { switchChain, isPending } = useSwitchChain()
  const deployment = chainId === undefined ? undefined : deployments[chainId]
  const chain = siteChain(chainId)
  const homeChain = useHomeChain('staking')
  const clock = useChainClock(deployment?.staking ? chainId : undefined)

  if (!isConnected || !address) {
    return (
      <section className="status wallet-panel" data-testid="stake-panel" data-state="disconnected">
        <p>{STAKE_TEXTS.connect}</p>
        <button type="button" className="primary-button" onClick={openConnectModal}>
          Connect Wallet
        </button>
      </section>
    )
  }
  if (!deployment?.staking || !chain) {
    return (
      <section className="status wallet-panel" data-testid="stake-panel" data-state="not-deployed">
        <p>{STAKE_TEXTS.notOnChain(chain?.name ?? `chain ${chainId}`)}</p>
        {homeChain && (
          <button type="button" className="primary-button" disabled={isPending} onClick={() => switchChain({ chainId: homeChain.id })}>
            {STAKE_TEXTS.switchTo(homeChain.name)}
          </button>
        )}
      </section>
    )
  }
  return <StakePosition key={`${chainId}:${address}`} account={address} chain={chain} deployment={deployment} clock={clock} />
}
