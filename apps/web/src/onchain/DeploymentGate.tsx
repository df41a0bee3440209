'use client'

import { useConnectModal } from '@rainbow-me/rainbowkit'
import type { ContractKey, Deployment } from '@stardust/contracts'
import type { ReactNode } from 'react'
import type { Address, Chain } from 'viem'
import { useAccount, useSwitchChain } from 'wagmi'
import { fill } from '@/i18n/fill'
import { useMessages } from '@/i18n/I18nProvider'
import { useClientDeployments } from './clientDeployments'
import { useChainClock, type ChainClock } from './useChainClock'
import { useHomeChain, useSiteChain } from './useHomeSwitch'

export type DeploymentContext = { account: Address; chain: Chain; deployment: Deployment; clock: ChainClock }

export type DeploymentGateProps = {
  /** The contract the wallet part needs on the connected chain. */
  contract: ContractKey
  testId: string
  /** Re-render this often with the chain's clock (a live figure); omit when the block alone will do. */
  tickMs?: number
  texts: { connect: string; notOnChain: (chain: string) => string; switchTo: (chain: string) => string }
  children: (context: DeploymentContext) => ReactNode
}

/**
 * What a wallet part of /stake or /purchase needs first: a connected wallet, then a connected chain where
 * `contract` is deployed (else the plain "not on this network yet" and one click to a network that has
 * it). Then `children` draws with the account, chain, deployment and the chain's clock.
 */
export function DeploymentGate({ contract, testId, tickMs, texts, children }: DeploymentGateProps) {
  const { address, chainId, isConnected } = useAccount()
  const m = useMessages()
  const deployments = useClientDeployments()
  const { openConnectModal } = useConnectModal()
  const { switchChain, isPending } = useSwitchChain()
  const deployment = chainId === undefined ? undefined : deployments[chainId]
  const chain = useSiteChain(chainId)
  const homeChain = useHomeChain(contract)
  const clock = useChainClock(deployment?.[contract] ? chainId : undefined, tickMs)

  if (!isConnected || !address) {
    return (
      <section className="status wallet-panel" data-testid={testId} data-state="disconnected">
        <p>{texts.connect}</p>
        <button type="button" className="primary-button" onClick={openConnectModal}>
          {m.site.connectWallet}
        </button>
      </section>
    )
  }
  if (!deployment?.[contract] || !chain) {
    return (
      <section className="status wallet-panel" data-testid={testId} data-state="not-deployed">
        <p>{texts.notOnChain(chain?.name ?? fill(m.site.unknownChain, { chainId: String(chainId) }))}</p>
        {homeChain && (
          <button type="button" className="primary-button" disabled={isPending} onClick={() => switchChain({ chainId: homeChain.id })}>
            {texts.switchTo(homeChain.name)}
          </button>
        )}
      </section>
    )
  }
  return children({ account: address, chain, deployment, clock })
}
