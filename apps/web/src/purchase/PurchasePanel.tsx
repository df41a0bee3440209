'use client'

import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useAccount, useSwitchChain } from 'wagmi'
import { useClientDeployments } from '@/onchain/clientDeployments'
import { useChainClock } from '@/onchain/useChainClock'
import { siteChain, useHomeChain } from '@/onchain/useHomeSwitch'
import { PurchaseForm } from './PurchaseForm'
import { PURCHASE_TEXTS as T } from './texts'

/** /purchase's wallet part (a wallet island): connect, switch to a network with the sale, or buy. */
export default function PurchasePanel() {
  const { address, chainId, isConnected } = useAccount()
  const deployments = useClientDeployments()
  const { openConnectModal } = useConnectModal()
  const { switchChain, isPending } = useSwitchChain()
  const deployment = chainId === undefined ? undefined : deployments[chainId]
  const chain = siteChain(chainId)
  const homeChain = useHomeChain('sale')
  const clock = useChainClock(deployment?.sale ? chainId : undefined)

  if (!isConnected || !address) {
    return (
      <section className="status wallet-panel" data-testid="purchase-panel" data-state="disconnected">
        <p>{T.connect}</p>
        <button type="button" className="primary-button" onClick={openConnectModal}>
          Connect Wallet
        </button>
      </section>
    )
  }
  if (!deployment?.sale || !chain) {
    return (
      <section className="status wallet-panel" data-testid="purchase-panel" data-state="not-deployed">
        <p>{T.notOnChain(chain?.name ?? `chain ${chainId}`)}</p>
        {homeChain && (
          <button type="button" className="primary-button" disabled={isPending} onClick={() => switchChain({ chainId: homeChain.id })}>
            {T.switchTo(homeChain.name)}
          </button>
        )}
      </section>
    )
  }
  return <PurchaseForm key={`${chainId}:${address}`} account={address} chain={chain} deployment={deployment} clock={clock} />
}
